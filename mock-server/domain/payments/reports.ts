import { and, asc, count, desc, eq, gte, isNull, lte, min, sql, sum } from 'drizzle-orm';
import type { PaymentReport } from '../../../shared/schemas/payments';
import type { Database } from '../../db/client';
import { batches, paymentRequests, profiles, users } from '../../db/schema';
import { todayUtc } from '../access/student-status';
import { formatCsv } from '../csv';
import { planOf } from './pricing';

/** How far ahead the report looks for subscriptions ending. */
export const lapsingWindowDays = 30;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

async function feesReceived(db: Database) {
  // Months by Indian time, as the receipts' dates and financial years are.
  const month = sql<string>`to_char(${paymentRequests.decidedAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      planId: paymentRequests.planId,
      currency: paymentRequests.currency,
      payments: count(),
      amount: sum(paymentRequests.amountMinor).mapWith(Number),
    })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'paid'))
    .groupBy(month, paymentRequests.planId, paymentRequests.currency)
    .orderBy(desc(month), asc(paymentRequests.planId), asc(paymentRequests.currency));
  return rows.map((row) => ({
    month: row.month,
    plan: { id: row.planId, duration: planOf(row.planId).duration },
    currency: row.currency,
    payments: row.payments,
    amount_minor: row.amount,
  }));
}

async function lapsingStudents(db: Database, today: string) {
  const awaiting = sql<boolean>`exists (select 1 from ${paymentRequests} where ${paymentRequests.studentId} = ${users.id} and ${paymentRequests.status} = 'submitted')`;
  const rows = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      batch: batches.name,
      validUntil: profiles.validUntil,
      awaiting,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(batches, eq(batches.id, profiles.batchId))
    .where(
      and(
        eq(users.role, 'student'),
        isNull(users.deactivatedAt),
        gte(profiles.validUntil, today),
        lte(profiles.validUntil, addDays(today, lapsingWindowDays)),
      ),
    )
    .orderBy(asc(profiles.validUntil), asc(users.lastName), asc(users.id));
  return rows.map(({ batch, validUntil, awaiting: paymentAwaiting, ...student }) => ({
    student,
    batch,
    valid_until: validUntil as string,
    payment_awaiting: Boolean(paymentAwaiting),
  }));
}

/** The admins' view of fees: received per month and plan, awaiting verification, and renewals due. */
export async function paymentReport(db: Database, now = new Date()): Promise<PaymentReport> {
  const [pending] = await db
    .select({ count: count(), oldest: min(paymentRequests.submittedAt) })
    .from(paymentRequests)
    .where(eq(paymentRequests.status, 'submitted'));
  return {
    fees: await feesReceived(db),
    pending: { count: pending.count, oldest_submitted_at: pending.oldest?.toISOString() ?? null },
    lapsing: await lapsingStudents(db, todayUtc(now)),
  };
}

const amount = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** One table of the report as CSV: names and e-mails come from users, so cells are escaped (formatCsv). */
export async function paymentReportCsv(db: Database, table: 'fees' | 'lapsing'): Promise<string> {
  const report = await paymentReport(db);
  if (table === 'fees') {
    return formatCsv([
      ['month', 'plan', 'currency', 'payments', 'amount'],
      ...report.fees.map((row) => [
        row.month,
        row.plan.duration,
        row.currency,
        String(row.payments),
        amount(row.amount_minor),
      ]),
    ]);
  }
  return formatCsv([
    ['first_name', 'last_name', 'email', 'batch', 'valid_until', 'payment_awaiting'],
    ...report.lapsing.map((row) => [
      row.student.first_name,
      row.student.last_name,
      row.student.email,
      row.batch,
      row.valid_until,
      row.payment_awaiting ? 'yes' : 'no',
    ]),
  ]);
}
