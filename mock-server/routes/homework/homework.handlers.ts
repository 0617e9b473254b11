import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { homeworkWrite } from '../../../shared/schemas/homework';
import type { AppEnv, AuthUser } from '../../context';
import type { Database } from '../../db/client';
import { homework, homeworkBatches, submissions } from '../../db/schema';
import { teacherBatchIds } from '../../domain/access';
import { assignedToAnyOf, findHomework, type HomeworkViewer, selectHomework } from '../../domain/homework';
import {
  ofStudentsIn,
  selectSubmissionRecords,
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

const teacherView: HomeworkViewer = { role: 'teacher' };

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
  const view = await findHomework(db, homeworkId, teacherView);
  if (!view) throw notFound('No such homework.');
  return view;
}

async function listFor(db: Database, user: AuthUser) {
  if (user.role === 'teacher') {
    return selectHomework(db, assignedToAnyOf(db, await teacherBatchIds(db, user.id)), teacherView);
  }
  if (user.batchId === null) return [];
  return selectHomework(db, assignedToAnyOf(db, [user.batchId]), {
    role: 'student',
    studentId: user.id,
    batchId: user.batchId,
  });
}

export function registerHomeworkRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listHomeworkRoute, async (c) => c.json(await listFor(c.var.deps.database.db, c.var.user), 200));

  app.openapi(createHomeworkRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const body = c.req.valid('json');
    const batchIds = [...new Set(body.batch_ids)];
    const view = await database.db.transaction(async (tx) => {
      await requireTaughtBatches(tx, c.var.user.id, batchIds);
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
    const { viewerBatchIds } = await requireVisibleHomework(db, user, id);
    if (user.role === 'teacher') {
      // Shared homework: the students of the other teachers' batches are not this teacher's to see.
      const records = await selectSubmissionRecords(
        db,
        and(eq(submissions.homeworkId, id), ofStudentsIn(viewerBatchIds)),
      );
      return c.json(records.map(toTeacherSubmission), 200);
    }
    const own = await selectSubmissionRecords(
      db,
      and(eq(submissions.homeworkId, id), eq(submissions.studentId, user.id)),
    );
    return c.json(own.map(toStudentSubmission), 200);
  });
}
