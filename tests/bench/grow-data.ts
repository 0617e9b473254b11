/**
 * Grows a seeded database to `factor` times the demo data: factor - 1 more copies of the demo world
 * (two batches, a teacher, four students with profiles, two weeks of classes, the eight homework and
 * the submissions), each under its own names. The demo accounts' own answers keep their size, so a
 * read that costs more at 100x than at 1x is a missing index or a query that scans.
 *
 *   node --import tsx tests/bench/grow-data.ts --factor 10
 *
 * works on the configured database (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the server
 * first, PGlite is one process's alone). `npm run bench -- --scales 1,10,100` calls growData itself.
 */
import { loadConfig } from '../../mock-server/config';
import { type Database, openDatabase } from '../../mock-server/db/client';
import * as schema from '../../mock-server/db/schema';
import { type DemoBatchName, demoBatches } from '../../mock-server/seed/demo-accounts';
import { isoDay } from '../../mock-server/seed/demo-calendar';
import { demoClassPlan } from '../../mock-server/seed/demo-classes';
import { demoHomeworkPlan } from '../../mock-server/seed/demo-homework';
import { numberFlags } from '../support/number-flags';
import { cheapBenchHash } from './bench-password';

const studentsPerBatch = 2;

async function addCopy(db: Database, copy: number, passwordHash: string, now: Date) {
  await db.transaction(async (tx) => {
    const demoNames = Object.values(demoBatches);
    const created = await tx
      .insert(schema.batches)
      .values(demoNames.map((name) => ({ name: `${name} (copy ${copy})` })))
      .returning({ id: schema.batches.id });
    const batchIdOf = new Map<DemoBatchName, number>(demoNames.map((name, i) => [name, created[i].id]));
    const person = (role: 'student' | 'teacher', n: number) => ({
      email: `${role}${n}.copy${copy}@growth.test`,
      passwordHash,
      role,
      firstName: `${role === 'teacher' ? 'Teacher' : 'Student'} ${n}`,
      lastName: `Copy ${copy}`,
    });
    const [teacher] = await tx
      .insert(schema.users)
      .values(person('teacher', 1))
      .returning({ id: schema.users.id });
    await tx.insert(schema.profiles).values({ userId: teacher.id });
    await tx
      .insert(schema.teacherBatches)
      .values(created.map((batch) => ({ teacherId: teacher.id, batchId: batch.id })));
    const students = await tx
      .insert(schema.users)
      .values(Array.from({ length: studentsPerBatch * demoNames.length }, (_, n) => person('student', n + 1)))
      .returning({ id: schema.users.id });
    await tx.insert(schema.profiles).values(
      students.map((student, n) => ({
        userId: student.id,
        batchId: created[n % created.length].id,
        validUntil: isoDay(now, 365),
      })),
    );
    await tx.insert(schema.classes).values(
      demoNames.flatMap((name) =>
        demoClassPlan(name, now).map((item) => ({
          ...item,
          batchId: batchIdOf.get(name) as number,
          createdBy: teacher.id,
        })),
      ),
    );
    // The first student plays Asha: in the first batch, handing in what she handed in.
    for (const { batches: names, ashaSubmission, ...fields } of demoHomeworkPlan(now)) {
      const [row] = await tx
        .insert(schema.homework)
        .values({ ...fields, createdBy: teacher.id })
        .returning({ id: schema.homework.id });
      await tx
        .insert(schema.homeworkBatches)
        .values(names.map((name) => ({ homeworkId: row.id, batchId: batchIdOf.get(name) as number })));
      if (ashaSubmission) {
        await tx.insert(schema.submissions).values({
          homeworkId: row.id,
          studentId: students[0].id,
          driveLink: `https://drive.google.com/file/d/growth${row.id}/view`,
          isLate: ashaSubmission.submittedAt > fields.dueDate,
          ...ashaSubmission,
        });
      }
    }
  });
}

/** Adds factor - 1 copies of the demo world; factor 1 adds nothing. */
export async function growData(db: Database, factor: number, now = new Date()) {
  const passwordHash = cheapBenchHash();
  for (let copy = 1; copy < factor; copy++) await addCopy(db, copy, passwordHash, now);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { factor } = numberFlags({ factor: 10 });
  if (!Number.isInteger(factor) || factor < 1)
    throw new Error('--factor must be a whole number of at least 1');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await growData(database.db, factor);
    console.log(`added ${factor - 1} copies of the demo world`);
  } finally {
    await database.close();
  }
}
