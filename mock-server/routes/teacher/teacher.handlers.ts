import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { announcementBatches, announcements, batches, profiles, users } from '../../db/schema';
import { teacherBatchIds } from '../../domain/access';
import { selectAnnouncements } from '../../domain/announcements';
import { classesOfTeacherOnDay } from '../../domain/classes';
import { canNameARow } from '../../domain/ids';
import { requireTaughtBatches } from '../../domain/ownership';
import { forbidden } from '../../http/errors';
import { announcementSent } from '../../realtime/events';
import { publishAfterCommit } from '../../realtime/publish';
import {
  sendAnnouncementRoute,
  teacherBatchesRoute,
  teacherClassesByDateRoute,
  teacherStudentsRoute,
} from './teacher.routes';

export function registerTeacherRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(teacherBatchesRoute, async (c) => {
    const { db } = c.var.deps.database;
    const batchIds = await teacherBatchIds(db, c.var.user.id);
    const rows = await db
      .select({ id: batches.id, name: batches.name })
      .from(batches)
      .where(inArray(batches.id, batchIds))
      .orderBy(batches.name);
    return c.json(rows, 200);
  });

  app.openapi(teacherStudentsRoute, async (c) => {
    const { db } = c.var.deps.database;
    const batchIds = await teacherBatchIds(db, c.var.user.id);
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.role, 'student'), inArray(profiles.batchId, batchIds)))
      .orderBy(users.firstName, users.lastName, users.id);
    return c.json(
      rows.map((row) => ({
        id: row.id,
        full_name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
      })),
      200,
    );
  });

  app.openapi(teacherClassesByDateRoute, async (c) => {
    const { db } = c.var.deps.database;
    const { date, tz = 'UTC' } = c.req.valid('query');
    return c.json(await classesOfTeacherOnDay(db, c.var.user.id, date, tz), 200);
  });

  app.openapi(sendAnnouncementRoute, async (c) => {
    const { database, bus } = c.var.deps;
    const body = c.req.valid('json');
    const teacherId = c.var.user.id;
    const { sent, reachedBatchIds } = await database.db.transaction(async (tx) => {
      const taught = await teacherBatchIds(tx, teacherId);
      let batchId: number | null = null;
      let studentId: number | null = null;
      let reachedBatchIds = taught;
      if (body.type === 'batch' && body.batch_id) {
        await requireTaughtBatches(tx, teacherId, [body.batch_id]);
        batchId = body.batch_id;
        reachedBatchIds = [body.batch_id];
      }
      if (body.type === 'student' && body.student_id) {
        const [student] = !canNameARow(body.student_id)
          ? []
          : await tx
              .select({ batchId: profiles.batchId })
              .from(profiles)
              .innerJoin(users, eq(users.id, profiles.userId))
              .where(and(eq(profiles.userId, body.student_id), eq(users.role, 'student')));
        if (!student?.batchId || !taught.includes(student.batchId)) {
          throw forbidden('You can only write to students of your batches.');
        }
        studentId = body.student_id;
        reachedBatchIds = [student.batchId];
      }
      const [row] = await tx
        .insert(announcements)
        .values({ teacherId, type: body.type, message: body.message, batchId, studentId })
        .returning({ id: announcements.id });
      if (body.type === 'all' && reachedBatchIds.length > 0) {
        await tx
          .insert(announcementBatches)
          .values(reachedBatchIds.map((reached) => ({ announcementId: row.id, batchId: reached })));
      }
      const [sent] = await selectAnnouncements(tx, eq(announcements.id, row.id), 1);
      return { sent, reachedBatchIds };
    });
    await publishAfterCommit(bus, announcementSent(sent, reachedBatchIds));
    return c.json(sent, 201);
  });
}
