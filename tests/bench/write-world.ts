import type { Database } from '../../mock-server/db/client';
import {
  batches,
  homework,
  homeworkBatches,
  profiles,
  teacherBatches,
  users,
} from '../../mock-server/db/schema';
import { isoDay } from '../../mock-server/seed/demo-calendar';
import { cheapBenchHash } from './bench-password';

/**
 * Who writes in the write scenario: every (student, homework) pair is one first submission. The
 * writes to `warmupHomeworkIds` come first and are not measured.
 */
export type WriteWorld = {
  teacherEmail: string;
  studentEmails: string[];
  warmupHomeworkIds: number[];
  homeworkIds: number[];
};

/** A batch of its own, so the writes never touch the data the read scenarios read. */
export async function createWriteWorld(
  db: Database,
  students: number,
  homeworkCount: number,
  warmupHomeworkCount: number,
): Promise<WriteWorld> {
  const passwordHash = cheapBenchHash();
  return db.transaction(async (tx) => {
    const [batch] = await tx.insert(batches).values({ name: 'Bench writers' }).returning({ id: batches.id });
    const account = (role: 'student' | 'teacher', n: number) => ({
      email: `${role}${n}@bench.test`,
      passwordHash,
      role,
      firstName: role === 'teacher' ? 'Bench' : `Writer ${n}`,
      lastName: 'Bench',
    });
    const [teacher] = await tx.insert(users).values(account('teacher', 1)).returning({ id: users.id });
    await tx.insert(profiles).values({ userId: teacher.id });
    await tx.insert(teacherBatches).values({ teacherId: teacher.id, batchId: batch.id });
    const created = await tx
      .insert(users)
      .values(Array.from({ length: students }, (_, n) => account('student', n + 1)))
      .returning({ id: users.id, email: users.email });
    await tx
      .insert(profiles)
      .values(
        created.map((row) => ({ userId: row.id, batchId: batch.id, validUntil: isoDay(new Date(), 365) })),
      );
    const work = await tx
      .insert(homework)
      .values(
        Array.from({ length: warmupHomeworkCount + homeworkCount }, (_, n) => ({
          title: `Bench homework ${n + 1}`,
          dueDate: new Date(Date.now() + 30 * 86_400_000),
          createdBy: teacher.id,
        })),
      )
      .returning({ id: homework.id });
    await tx.insert(homeworkBatches).values(work.map((row) => ({ homeworkId: row.id, batchId: batch.id })));
    return {
      teacherEmail: account('teacher', 1).email,
      studentEmails: created.map((row) => row.email),
      warmupHomeworkIds: work.slice(0, warmupHomeworkCount).map((row) => row.id),
      homeworkIds: work.slice(warmupHomeworkCount).map((row) => row.id),
    };
  });
}
