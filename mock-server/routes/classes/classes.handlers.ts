import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import { teacherBatchIds } from '../../domain/access';
import { classesOfTeacher, findClass } from '../../domain/classes';
import { requireTaughtBatches } from '../../domain/ownership';
import { forbidden, notFound } from '../../http/errors';
import { classCreated, classDeleted, classUpdated } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import { createClassRoute, deleteClassRoute, listClassesRoute, updateClassRoute } from './classes.routes';

/** The class when it belongs to one of the teacher's batches. */
async function requireOwnClass(db: Database, teacherId: number, classId: number) {
  const [row] = await db.select({ batchId: classes.batchId }).from(classes).where(eq(classes.id, classId));
  if (!row) throw notFound('No such class.');
  if (!(await teacherBatchIds(db, teacherId)).includes(row.batchId)) {
    throw forbidden('This class belongs to a batch you do not teach.');
  }
  return row;
}

export function registerClassRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(listClassesRoute, async (c) => {
    const { db } = c.var.deps.database;
    return c.json(await classesOfTeacher(db, c.var.user.id), 200);
  });

  app.openapi(createClassRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const body = c.req.valid('json');
    const created = await database.db.transaction(async (tx) => {
      await requireTaughtBatches(tx, c.var.user.id, [body.batch_id]);
      const [row] = await tx
        .insert(classes)
        .values({
          topic: body.topic,
          batchId: body.batch_id,
          startTime: new Date(body.start_time),
          zoomLink: body.zoom_link,
          status: body.status,
          notes: body.notes,
          createdBy: c.var.user.id,
        })
        .returning({ id: classes.id });
      return findClass(tx, row.id);
    });
    if (!created) throw notFound('No such class.');
    await publishAfterCommit(bus, classCreated(created));
    return c.json(created, 201);
  });

  app.openapi(updateClassRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { updated, previousBatchId } = await database.db.transaction(async (tx) => {
      const previous = await requireOwnClass(tx, c.var.user.id, id);
      await requireTaughtBatches(tx, c.var.user.id, [body.batch_id]);
      await tx
        .update(classes)
        .set({
          topic: body.topic,
          batchId: body.batch_id,
          startTime: new Date(body.start_time),
          zoomLink: body.zoom_link,
          status: body.status,
          notes: body.notes,
        })
        .where(eq(classes.id, id));
      return { updated: await findClass(tx, id), previousBatchId: previous.batchId };
    });
    if (!updated) throw notFound('No such class.');
    await publishAfterCommit(bus, classUpdated(updated, previousBatchId));
    return c.json(updated, 200);
  });

  app.openapi(deleteClassRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const { id } = c.req.valid('param');
    const deleted = await database.db.transaction(async (tx) => {
      const row = await requireOwnClass(tx, c.var.user.id, id);
      await tx.delete(classes).where(eq(classes.id, id));
      return row;
    });
    await publishAfterCommit(bus, classDeleted(id, deleted.batchId));
    return c.json({ detail: 'Class deleted.' }, 200);
  });
}
