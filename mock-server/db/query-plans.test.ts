import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { growData } from '../../tests/bench/grow-data';
import { openTestDatabase } from '../../tests/support/test-database';
import '../domain/classes/classes';
import '../domain/homework/homework';
import { preparedStatements } from '../domain/prepared';
import '../domain/submissions/submissions';
import { findUserByEmail } from '../domain/accounts/users';
import { unreadCountsOf } from '../domain/notifications/notifications';
import { demoAccounts } from '../seed/demo-accounts';
import { seedDemoData } from '../seed/demo-seed';
import type { DatabaseHandle } from './client';

/**
 * Every hot read (each statement made with preparedOnce) reaches its rows through an index, so its
 * cost stays flat as the data grows: no sequential scan, and no index scan without a condition (a
 * whole index read in order is a sequential scan in disguise). Sequential scans, hash and merge
 * joins are switched off for the check, as the planner rightly prefers them on tables this small:
 * what remains is a table no index can lead to.
 */
let database: DatabaseHandle;
let sample: Record<string, string | number>;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  await growData(database.db, 10);
  await database.db.execute(sql`analyze`);
  const student = await findUserByEmail(database.db, demoAccounts.asha.email);
  const teacher = await findUserByEmail(database.db, demoAccounts.teacher.email);
  const [{ batchId, homeworkId }] = rowsOf<{ batchId: number; homeworkId: number }>(
    await database.db.execute(
      sql`select p.batch_id as "batchId", s.homework_id as "homeworkId" from profiles p
        join submissions s on s.student_id = p.user_id where p.user_id = ${student?.id} limit 1`,
    ),
  );
  sample = {
    studentId: student?.id as number,
    teacherId: teacher?.id as number,
    batchId,
    homeworkId,
    date: new Date().toISOString().slice(0, 10),
    tz: 'Asia/Kolkata',
    notEnded: new Date().toISOString(),
  };
}, 120_000);
afterAll(() => database.close());

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] };

/** Scans that read a whole table or a whole index, as "Node Type on relation". */
function unboundedScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' || (node['Node Type'].includes('Index') && !node['Index Cond'])
      ? [`${node['Node Type']} on ${node['Relation Name'] ?? '?'}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(unboundedScans)];
}

/** The statement with its placeholders written in as literals: EXPLAIN takes no parameters. */
function withValues(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const param = params[Number(n) - 1];
    if (Array.isArray(param)) return `'{${param.join(',')}}'`;
    const value = param instanceof Placeholder ? sample[param.name] : (param as string | number);
    if (value === undefined)
      throw new Error(`no sample value for placeholder ${(param as Placeholder).name}`);
    return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
  });
}

describe('query plans of the hot reads', () => {
  it('covers every prepared statement', () => {
    expect([...preparedStatements.keys()].sort()).toEqual([
      'classes_of_teacher',
      'classes_of_teacher_on_day',
      'homework_by_id_for_teacher',
      'homework_for_student',
      'homework_for_teacher',
      'next_class_of_batch',
      'submission_visible_to_student',
      'submissions_visible_to_teacher',
    ]);
  });

  it.each([...preparedStatements.keys()])('%s uses an index for every table it reads', async (name) => {
    const build = preparedStatements.get(name);
    if (!build) throw new Error(name);
    const query = build(database.db).toSQL();
    expect(unboundedScans(await planOf(query.sql, query.params))).toEqual([]);
  });
});

/** The plan of `text` with `params` written in, with sequential scans and hash and merge joins off. */
async function planOf(text: string, params: unknown[]): Promise<PlanNode> {
  return database.db.transaction(async (tx) => {
    for (const method of ['seqscan', 'hashjoin', 'mergejoin']) {
      await tx.execute(sql.raw(`set local enable_${method} = off`));
    }
    const result = await tx.execute(sql.raw(`explain (format json) ${withValues(text, params)}`));
    return rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(result)[0]['QUERY PLAN'][0].Plan;
  });
}

describe('the live bell', () => {
  it("reads many people's unread counts in one statement, through an index", async () => {
    const session = Object.getPrototypeOf(database.db._.session);
    const prepare = vi.spyOn(session, 'prepareQuery');
    try {
      await unreadCountsOf(database.db, [sample.studentId as number, sample.teacherId as number]);
      expect(prepare).toHaveBeenCalledTimes(1);
      const [query] = prepare.mock.calls[0] as [{ sql: string; params: unknown[] }];
      expect(unboundedScans(await planOf(query.sql, query.params))).toEqual([]);
    } finally {
      prepare.mockRestore();
    }
  });
});

describe('foreign keys', () => {
  it('each has an index that starts with its column, so joins and cascades along it need no scan', async () => {
    const unindexed = rowsOf<{ column: string }>(
      await database.db.execute(sql`
        select c.conrelid::regclass::text || '.' || a.attname as column
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (
            select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
          )
        order by 1`),
    ).map((row) => row.column);
    expect(unindexed).toEqual([]);
  });
});
