import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { programme } from '../../../shared/constants';
import type { AppEnv } from '../../context';
import { batches } from '../../db/schema';
import { addressedTo, selectAnnouncements } from '../../domain/announcements';
import { notFound } from '../../http/errors';
import { nextClassRoute, studentAnnouncementsRoute, studentBatchesRoute } from './student.routes';

export function registerStudentRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(studentBatchesRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { batchId } = c.var.user;
    if (batchId === null) return c.json([], 200);
    const rows = await db
      .select({ id: batches.id, name: batches.name })
      .from(batches)
      .where(eq(batches.id, batchId));
    return c.json(rows, 200);
  });

  app.openapi(nextClassRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { batchId } = c.var.user;
    if (batchId === null) throw notFound('No upcoming class.');
    // Started less than a class length ago means it is still running, so still "next"; a class
    // the teacher marked inactive will not take place.
    const notEnded = new Date(Date.now() - programme.classDurationMinutes * 60 * 1000);
    const next = await c.var.deps.caches.reads.nextClassOfBatch(db, batchId, notEnded);
    if (!next) throw notFound('No upcoming class.');
    return c.json(
      { id: next.id, start_time: next.start_time, topic: next.topic, zoom_link: next.zoom_link },
      200,
    );
  });

  app.openapi(studentAnnouncementsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { id, batchId } = c.var.user;
    return c.json(await selectAnnouncements(db, addressedTo(db, id, batchId)), 200);
  });
}
