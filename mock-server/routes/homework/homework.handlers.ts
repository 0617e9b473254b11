import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { homeworkWrite } from '../../../shared/schemas/homework';
import type { AppEnv, AuthUser } from '../../context';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, submissions } from '../../db/schema';
import { refuseArchivedBatches } from '../../domain/batches';
import {
  findHomeworkForTeacher,
  listHomeworkForStudent,
  listHomeworkForTeacher,
} from '../../domain/homework';
import { canNameARow } from '../../domain/ids';
import {
  selectSubmissionRecords,
  submissionsVisibleTo,
  toStudentSubmission,
  toTeacherSubmission,
} from '../../domain/submissions';
import { notFound } from '../../http/errors';
import { homeworkCreated, homeworkDeleted, homeworkUpdated } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import { requireTaughtBatches, requireVisibleHomework, requireWholeHomework } from '../ownership';
import {
  createHomeworkRoute,
  deleteHomeworkRoute,
  listHomeworkRoute,
  listSubmissionsRoute,
  updateHomeworkRoute,
} from './homework.routes';

function homeworkValues(body: z.output<typeof homeworkWrite>) {
  return {
    title: body.title,
    description: body.description,
    dueDate: new Date(body.due_date),
    status: body.status,
    gdriveLink: body.gdrive_link,
    allowResubmit: body.allow_resubmit,
    subject: body.subject,
  };
}

async function assignBatches(db: Database, homeworkId: number, batchIds: number[]) {
  await db.delete(homeworkBatches).where(eq(homeworkBatches.homeworkId, homeworkId));
  await db.insert(homeworkBatches).values(batchIds.map((batchId) => ({ homeworkId, batchId })));
}

async function loadTeacherView(db: Database, homeworkId: number) {
  const view = await findHomeworkForTeacher(db, homeworkId);
  if (!view) throw notFound('No such homework.');
  return view;
}

async function listFor(db: Database, user: AuthUser) {
  if (user.role === 'teacher') return listHomeworkForTeacher(db, user.id);
  if (user.batchId === null) return [];
  return listHomeworkForStudent(db, user.id, user.batchId);
}

export function registerHomeworkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listHomeworkRoute, async (c) => c.json(await listFor(c.var.deps.database.db, c.var.user), 200));

  app.openapi(createHomeworkRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const body = c.req.valid('json');
    const batchIds = [...new Set(body.batch_ids)];
    const view = await database.db.transaction(async (tx) => {
      await requireTaughtBatches(tx, c.var.user.id, batchIds);
      await refuseArchivedBatches(tx, batchIds);
      const [row] = await tx
        .insert(homework)
        .values({ ...homeworkValues(body), createdBy: c.var.user.id })
        .returning({ id: homework.id });
      await assignBatches(tx, row.id, batchIds);
      return loadTeacherView(tx, row.id);
    });
    await publishAfterCommit(bus, homeworkCreated(view));
    return c.json(view, 201);
  });

  app.openapi(updateHomeworkRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { view, previousBatchIds, submitted } = await database.db.transaction(async (tx) => {
      const { batchIds: previousBatchIds } = await requireWholeHomework(tx, c.var.user, id);
      await requireTaughtBatches(tx, c.var.user.id, body.batch_ids);
      // Updating the row first also locks it, so concurrent rewrites of its batches queue up behind.
      await tx.update(homework).set(homeworkValues(body)).where(eq(homework.id, id));
      await assignBatches(tx, id, [...new Set(body.batch_ids)]);
      return {
        view: await loadTeacherView(tx, id),
        previousBatchIds,
        submitted: await selectSubmissionRecords(tx, eq(submissions.homeworkId, id)),
      };
    });
    await publishAfterCommit(bus, homeworkUpdated(view, previousBatchIds, submitted));
    return c.json(view, 200);
  });

  app.openapi(deleteHomeworkRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const batchIds = await database.db.transaction(async (tx) => {
      const { batchIds } = await requireWholeHomework(tx, c.var.user, id);
      await tx.delete(homework).where(eq(homework.id, id));
      return batchIds;
    });
    await publishAfterCommit(bus, homeworkDeleted(id, batchIds));
    return c.json({ detail: 'Homework deleted.' }, 200);
  });

  app.openapi(listSubmissionsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { id } = c.req.valid('param');
    const { user } = c.var;
    const records = canNameARow(id) ? await submissionsVisibleTo(db, user, id) : [];
    // Nothing listed: no such homework (404), not the user's (403), or none handed in yet.
    if (records.length === 0) await requireVisibleHomework(db, user, id);
    return c.json(
      user.role === 'teacher' ? records.map(toTeacherSubmission) : records.map(toStudentSubmission),
      200,
    );
  });
}
