import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import type { homework } from '../../db/schema';
import { submissions } from '../../db/schema';
import { requireTaughtStudent, requireVisibleHomework } from '../../domain/ownership';
import {
  findStudentSubmission,
  findSubmissionRecord,
  toStudentSubmission,
  toTeacherSubmission,
} from '../../domain/submissions';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { submissionChanged } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import { createSubmissionRoute, giveFeedbackRoute, updateSubmissionRoute } from './submissions.routes';

function requireOpen(row: typeof homework.$inferSelect) {
  if (row.status !== 'open') throw conflict('This homework is closed.');
}

async function loadRecord(db: Database, submissionId: number) {
  const record = await findSubmissionRecord(db, submissionId);
  if (!record) throw notFound('No such submission.');
  return record;
}

/** Unique (homework, student) is the last word when two first submissions race. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function registerSubmissionRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(createSubmissionRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const body = c.req.valid('json');
    const { user } = c.var;
    const record = await database.db
      .transaction(async (tx) => {
        const { row } = await requireVisibleHomework(tx, user, body.homework);
        requireOpen(row);
        if (await findStudentSubmission(tx, row.id, user.id)) {
          throw conflict('You have already submitted this homework.');
        }
        const submittedAt = new Date();
        const [inserted] = await tx
          .insert(submissions)
          .values({
            homeworkId: row.id,
            studentId: user.id,
            driveLink: body.drive_link,
            submittedAt,
            isLate: submittedAt > row.dueDate,
          })
          .returning({ id: submissions.id });
        return loadRecord(tx, inserted.id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict('You have already submitted this homework.') : error;
      });
    await publishAfterCommit(bus, submissionChanged('new_submission', record));
    return c.json(toStudentSubmission(record), 201);
  });

  app.openapi(updateSubmissionRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { user } = c.var;
    const record = await database.db.transaction(async (tx) => {
      const existing = await loadRecord(tx, id);
      if (existing.studentId !== user.id) throw forbidden('This submission is not yours.');
      if (existing.homeworkId !== body.homework) {
        throw badRequest('homework: This submission belongs to another homework.', {
          homework: ['This submission belongs to another homework.'],
        });
      }
      const { row } = await requireVisibleHomework(tx, user, existing.homeworkId);
      requireOpen(row);
      if (!row.allowResubmit) throw conflict('Resubmission is not allowed for this homework.');
      const submittedAt = new Date();
      await tx
        .update(submissions)
        .set({ driveLink: body.drive_link, submittedAt, isLate: submittedAt > row.dueDate })
        .where(eq(submissions.id, id));
      return loadRecord(tx, id);
    });
    await publishAfterCommit(bus, submissionChanged('update_submission', record));
    return c.json(toStudentSubmission(record), 200);
  });

  app.openapi(giveFeedbackRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    // The spec's feedback form sends no grade: editing feedback must not wipe a grade given earlier.
    const gradeSent = 'grade' in ((await c.req.json()) as object);
    const record = await database.db.transaction(async (tx) => {
      const existing = await loadRecord(tx, id);
      const { viewerBatchIds } = await requireVisibleHomework(tx, c.var.user, existing.homeworkId);
      requireTaughtStudent(existing, viewerBatchIds);
      await tx
        .update(submissions)
        .set({ feedback: body.feedback, ...(gradeSent ? { grade: body.grade } : {}) })
        .where(eq(submissions.id, id));
      return loadRecord(tx, id);
    });
    await publishAfterCommit(bus, submissionChanged('feedback', record));
    return c.json(toTeacherSubmission(record), 200);
  });
}
