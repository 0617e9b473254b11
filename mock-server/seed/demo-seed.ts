import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  attendance,
  classes,
  guardianLinks,
  homework,
  homeworkBatches,
  submissions,
  users,
} from '../db/schema';
import { createAccount } from '../domain/accounts/accounts';
import { findUserByEmail } from '../domain/accounts/users';
import type { AdminOperation } from '../domain/audit/admin-operation';
import { commandLineActor } from '../domain/audit/audit';
import { createBatch, findBatchByName } from '../domain/batches/batches';
import { setTeaches } from '../domain/teachers/teachers';
import { type DemoBatchName, demoAccounts, demoBatches, demoPassword } from './demo-accounts';
import { isoDay } from './demo-calendar';
import { demoClassPlan, demoPastClasses } from './demo-classes';
import { demoGuardians } from './demo-guardians';
import { demoHomeworkPlan } from './demo-homework';
import { demoProfiles } from './demo-profiles';

export type SeedReport = {
  batches: number;
  accounts: number;
  classes: number;
  homework: number;
  submissions: number;
};

/** True when no account exists yet: the server seeds only such a database on start. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return !anyUser;
}

/**
 * Creates whatever of the demo data is missing and reports what it created, so running it again is
 * harmless: existing accounts keep their passwords, classes are added only to a batch with none
 * upcoming (a later run refreshes an old demo's schedule), homework only when the demo batches have none.
 * Seeds running at once (servers starting together on one empty database) take turns under a
 * transaction's advisory lock: the later one finds the data there and adds nothing.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo seed'))`);
    return seedMissing(tx, now);
  });
}

async function seedMissing(db: Database, now: Date): Promise<SeedReport> {
  const report: SeedReport = { batches: 0, accounts: 0, classes: 0, homework: 0, submissions: 0 };
  // Audited as the command line's work; no socket can be open on what it creates.
  const op: AdminOperation = { db, actor: commandLineActor };

  const batchIds = new Map<DemoBatchName, number>();
  for (const name of Object.values(demoBatches)) {
    const existing = await findBatchByName(db, name);
    if (!existing) report.batches++;
    batchIds.set(name, (existing ?? (await createBatch(op, name))).id);
  }

  for (const key of Object.keys(demoAccounts) as (keyof typeof demoAccounts)[]) {
    const account = demoAccounts[key];
    if (await findUserByEmail(db, account.email)) continue;
    await createAccount(op, {
      role: account.role,
      email: account.email,
      password: demoPassword,
      firstName: account.firstName,
      lastName: account.lastName,
      ...('batch' in account
        ? {
            batchId: batchIds.get(account.batch),
            validUntil: 'lapsed' in account ? isoDay(now, -10) : isoDay(now, 365),
          }
        : {}),
      profile: demoProfiles[key],
      ...(key in demoGuardians ? { guardians: demoGuardians[key as keyof typeof demoGuardians] } : {}),
    });
    report.accounts++;
  }
  const parent = await findUserByEmail(db, demoAccounts.parent.email);
  for (const child of demoAccounts.parent.children) {
    const student = await findUserByEmail(db, demoAccounts[child].email);
    if (parent && student)
      await db
        .insert(guardianLinks)
        .values({ guardianId: parent.id, studentId: student.id })
        .onConflictDoNothing();
  }
  const teacher = await findUserByEmail(db, demoAccounts.teacher.email);
  if (teacher) for (const batchId of batchIds.values()) await setTeaches(op, teacher.id, batchId, true);

  const teacherId = teacher?.id ?? null;

  for (const [name, batchId] of batchIds) {
    const [upcoming] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.batchId, batchId), gt(classes.startTime, now)))
      .limit(1);
    if (upcoming) continue;
    const plan = demoClassPlan(name, now);
    await db.insert(classes).values(plan.map((item) => ({ ...item, batchId, createdBy: teacherId })));
    report.classes += plan.length;
    report.classes += await seedPastClasses(db, name, batchId, teacherId, now);
  }

  const [anyHomework] = await db
    .select({ id: homeworkBatches.homeworkId })
    .from(homeworkBatches)
    .where(inArray(homeworkBatches.batchId, [...batchIds.values()]))
    .limit(1);
  if (anyHomework) return report;

  const asha = await findUserByEmail(db, demoAccounts.asha.email);
  for (const item of demoHomeworkPlan(now)) {
    const { batches, ashaSubmission, ...fields } = item;
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(homework)
        .values({ ...fields, createdBy: teacherId })
        .returning({ id: homework.id });
      await tx
        .insert(homeworkBatches)
        .values(batches.map((name) => ({ homeworkId: created.id, batchId: batchIds.get(name) as number })));
      if (ashaSubmission && asha) {
        await tx.insert(submissions).values({
          homeworkId: created.id,
          studentId: asha.id,
          driveLink: `https://drive.google.com/file/d/1demoAsha${created.id}/view`,
          isLate: ashaSubmission.submittedAt > item.dueDate,
          ...ashaSubmission,
        });
        report.submissions++;
      }
    });
    report.homework++;
  }
  return report;
}

/**
 * Two classes of the last week with their marking, so attendance shows in the records and the
 * progress report from the first start (Olympiad 9A only: JEE 10B shows unmarked-free empty records).
 */
async function seedPastClasses(
  db: Database,
  name: DemoBatchName,
  batchId: number,
  teacherId: number | null,
  now: Date,
): Promise<number> {
  if (name !== demoBatches.olympiad) return 0;
  const past = demoPastClasses(now);
  const made = await db
    .insert(classes)
    .values(past.map(({ marks: _marks, ...item }) => ({ ...item, batchId, createdBy: teacherId })))
    .returning({ id: classes.id });
  for (const [index, row] of made.entries()) {
    for (const [key, status] of Object.entries(past[index].marks)) {
      const student = await findUserByEmail(db, demoAccounts[key as 'asha' | 'rohan'].email);
      if (student)
        await db
          .insert(attendance)
          .values({ classId: row.id, studentId: student.id, status, markedBy: teacherId, markedAt: now });
    }
  }
  return made.length;
}
