import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import { freshPostgresDatabase } from '../../tests/support/test-server';
import { userSummaries } from '../admin/user-summary';
import { verifyPassword } from '../auth/passwords';
import { type DatabaseHandle, openDatabase } from '../db/client';
import {
  attendance,
  batches,
  classes,
  guardianLinks,
  guardians,
  homework,
  homeworkBatches,
  profiles,
  submissions,
  users,
} from '../db/schema';
import { demoAccounts, demoBatches, demoPassword } from './demo-accounts';
import { isoDay } from './demo-calendar';
import { seedDemoData } from './demo-seed';

const now = new Date('2026-11-22T09:00:00Z');
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, now);
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('creates the demo accounts with hashed passwords, batches and subscriptions', async () => {
    const accounts = await userSummaries(database.db);
    const byEmail = Object.fromEntries(accounts.map((account) => [account.email, account]));
    expect(accounts).toHaveLength(7);
    expect(byEmail[demoAccounts.parent.email]).toMatchObject({ role: 'guardian', batches: [] });
    expect(byEmail[demoAccounts.admin.email]).toMatchObject({ role: 'admin', batches: [] });
    expect(byEmail[demoAccounts.teacher.email].batches.sort()).toEqual(Object.values(demoBatches).sort());
    expect(byEmail[demoAccounts.asha.email]).toMatchObject({
      batches: [demoBatches.olympiad],
      valid_until: '2027-11-22',
    });
    expect(byEmail[demoAccounts.kabir.email]).toMatchObject({ batches: [demoBatches.jee] });
    const kabirUntil = byEmail[demoAccounts.kabir.email].valid_until ?? '';
    expect(kabirUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(kabirUntil < isoDay(now)).toBe(true);

    const [asha] = await database.db.select().from(users).where(eq(users.email, demoAccounts.asha.email));
    expect(asha.passwordHash).not.toContain(demoPassword);
    expect(await verifyPassword(demoPassword, asha.passwordHash)).toBe(true);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, asha.id));
    expect(profile.parentName).not.toBe('');
    const [first] = await database.db
      .select()
      .from(guardians)
      .where(and(eq(guardians.studentId, asha.id), eq(guardians.position, 1)));
    expect(first.name).toBe(profile.parentName);
    expect(profile.mobileNumber).toMatch(/^\+91 \d{5} \d{5}$/);
    expect(profile.address).not.toBe('');
  });

  it('schedules three classes a week per batch over the next two weeks, the nearest with a meeting link', async () => {
    for (const name of Object.values(demoBatches)) {
      const rows = await database.db
        .select({ startTime: classes.startTime, zoomLink: classes.zoomLink, topic: classes.topic })
        .from(classes)
        .innerJoin(batches, eq(batches.id, classes.batchId))
        .where(and(eq(batches.name, name), gt(classes.startTime, now)))
        .orderBy(asc(classes.startTime));
      expect(rows).toHaveLength(6);
      const inDays = rows.map((row) => (row.startTime.getTime() - now.getTime()) / 86_400_000);
      expect(inDays.every((days) => days > 0 && days <= 14)).toBe(true);
      expect(inDays.filter((days) => days <= 7)).toHaveLength(3);
      expect(rows[0].zoomLink).toMatch(/^https:\/\//);
      expect(rows.slice(1).some((row) => row.zoomLink === null)).toBe(true);
      expect(rows.every((row) => /^(Maths|Physics|Chemistry): /.test(row.topic))).toBe(true);
    }
  });

  it('gives the demo guardian Asha, with two past classes of her batch marked', async () => {
    const [parent] = await database.db.select().from(users).where(eq(users.email, demoAccounts.parent.email));
    const [asha] = await database.db.select().from(users).where(eq(users.email, demoAccounts.asha.email));
    expect(
      await database.db.select().from(guardianLinks).where(eq(guardianLinks.guardianId, parent.id)),
    ).toMatchObject([{ studentId: asha.id }]);
    const marks = await database.db
      .select({ status: attendance.status, startTime: classes.startTime })
      .from(attendance)
      .innerJoin(classes, eq(classes.id, attendance.classId))
      .where(eq(attendance.studentId, asha.id))
      .orderBy(asc(classes.startTime));
    expect(marks.map((mark) => mark.status)).toEqual(['present', 'late']);
    expect(marks.every((mark) => mark.startTime < now)).toBe(true);
  });

  it('sets homework open and closed, due ahead and past due, across both batches', async () => {
    const rows = await database.db
      .select({ id: homework.id, status: homework.status, dueDate: homework.dueDate, batch: batches.name })
      .from(homework)
      .innerJoin(homeworkBatches, eq(homeworkBatches.homeworkId, homework.id))
      .innerJoin(batches, eq(batches.id, homeworkBatches.batchId));
    for (const name of Object.values(demoBatches)) {
      const own = rows.filter((row) => row.batch === name);
      expect(own.some((row) => row.status === 'open' && row.dueDate > now)).toBe(true);
      expect(own.some((row) => row.status === 'closed')).toBe(true);
    }
    expect(rows.some((row) => row.status === 'open' && row.dueDate < now)).toBe(true);

    const handedIn = await database.db.select().from(submissions);
    expect(handedIn).toHaveLength(2);
    expect(handedIn.filter((submission) => submission.feedback !== '')).toHaveLength(1);
  });

  it('creates nothing the second time', async () => {
    expect(await seedDemoData(database.db, now)).toEqual({
      batches: 0,
      accounts: 0,
      classes: 0,
      homework: 0,
      submissions: 0,
    });
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(7);
  });
});

describe('two seeds at once on one empty database (two servers starting together)', () => {
  // Each seed hashes six passwords, and PostgreSQL gets a second pool: slow on a loaded machine.
  it('both succeed and the database holds one set of demo data', async () => {
    const postgres = await freshPostgresDatabase();
    // PostgreSQL: two connection pools, as two servers hold; PGlite: its one connection, shared.
    const first = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: 'memory://' });
    const second = postgres
      ? await openDatabase({ databaseUrl: postgres.url, pgliteDir: 'memory://' })
      : first;
    try {
      const reports = await Promise.all([seedDemoData(first.db, now), seedDemoData(second.db, now)]);
      expect(reports.map((report) => report.accounts).sort()).toEqual([0, 7]);
      expect(await first.db.select({ id: users.id }).from(users)).toHaveLength(7);
      expect(await first.db.select({ id: batches.id }).from(batches)).toHaveLength(2);
      // Six to come in each batch, and Olympiad 9A's two marked ones of the last week.
      expect(await first.db.select({ id: classes.id }).from(classes)).toHaveLength(14);
      expect(await first.db.select({ id: submissions.id }).from(submissions)).toHaveLength(2);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await postgres?.drop();
    }
  }, 90_000);
});
