import { and, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { programme } from '../../../shared/constants';
import type { LiveClass } from '../../../shared/schemas/classes';
import type { Database } from '../../db/client';
import { batches, classes } from '../../db/schema';
import { batchesTaughtBy } from '../access/access';
import { preparedOnce } from '../prepared';
import { batchColumns } from '../students/student-columns';

function classesQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: classes.id,
      topic: classes.topic,
      ...batchColumns,
      startTime: classes.startTime,
      zoomLink: classes.zoomLink,
      status: classes.status,
      notes: classes.notes,
    })
    .from(classes)
    .innerJoin(batches, eq(batches.id, classes.batchId))
    .where(where)
    .orderBy(classes.startTime, classes.id)
    .$dynamic();
}

type ClassRow = Awaited<ReturnType<typeof classesQuery>>[number];

function toLiveClass(row: ClassRow): LiveClass {
  return {
    id: row.id,
    topic: row.topic,
    batch: { id: row.batchId, name: row.batchName },
    start_time: row.startTime.toISOString(),
    zoom_link: row.zoomLink,
    status: row.status,
    notes: row.notes,
  };
}

export async function selectClasses(
  db: Database,
  where: SQL | undefined,
  limit?: number,
): Promise<LiveClass[]> {
  const query = classesQuery(db, where);
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toLiveClass);
}

const ofTeacher = preparedOnce('classes_of_teacher', (db) =>
  classesQuery(db, inArray(classes.batchId, batchesTaughtBy(db, sql.placeholder('teacherId')))),
);

/** Every class of every batch the teacher teaches. */
export async function classesOfTeacher(db: Database, teacherId: number) {
  return (await ofTeacher(db).execute({ teacherId })).map(toLiveClass);
}

// The database turns the day's two midnights in that zone into instants: it knows the zone's rules
// (a day may last 23 or 25 hours), and the end of 9999-12-31 is beyond what a JS Date sends.
const ofTeacherOnDay = preparedOnce('classes_of_teacher_on_day', (db) =>
  classesQuery(
    db,
    and(
      inArray(classes.batchId, batchesTaughtBy(db, sql.placeholder('teacherId'))),
      gte(
        classes.startTime,
        sql`(${sql.placeholder('date')}::date)::timestamp at time zone ${sql.placeholder('tz')}::text`,
      ),
      lt(
        classes.startTime,
        sql`(${sql.placeholder('date')}::date + 1)::timestamp at time zone ${sql.placeholder('tz')}::text`,
      ),
    ),
  ),
);

/** The teacher's classes that start on `date` (YYYY-MM-DD) in the time zone `tz`. */
export async function classesOfTeacherOnDay(db: Database, teacherId: number, date: string, tz: string) {
  return (await ofTeacherOnDay(db).execute({ teacherId, date, tz })).map(toLiveClass);
}

const nextOfBatch = preparedOnce('next_class_of_batch', (db) =>
  classesQuery(
    db,
    and(
      eq(classes.batchId, sql.placeholder('batchId')),
      gt(classes.startTime, sql.placeholder('notEnded')),
      ne(classes.status, 'inactive'),
    ),
  ).limit(1),
);

/** The batch's first class that has not ended (started after `notEnded`) and will take place. */
export async function nextClassOfBatch(db: Database, batchId: number, notEnded: Date) {
  const [row] = await nextOfBatch(db).execute({ batchId, notEnded: notEnded.toISOString() });
  return row ? toLiveClass(row) : null;
}

/**
 * Where a student's "next class" starts: one that started less than a class length ago is still
 * running, so still next (a class the teacher marked inactive will not take place).
 */
export const stillRunningSince = (now = Date.now()) =>
  new Date(now - programme.classDurationMinutes * 60 * 1000);

export async function findClass(db: Database, classId: number): Promise<LiveClass | null> {
  const [found] = await selectClasses(db, eq(classes.id, classId), 1);
  return found ?? null;
}
