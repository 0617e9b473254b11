import { and, eq, sql } from 'drizzle-orm';
import { academyName } from '../../../shared/brand';
import { paymentTexts } from '../../../shared/payments';
import type { AdminPayment, PlanId } from '../../../shared/schemas/payments';
import type { PaymentSettings } from '../../config';
import { paymentRequests, profiles, receiptCounters, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { todayUtc } from '../access/student-status';
import { requireAccount } from '../accounts/accounts';
import { type AdminChange, type AdminOperation, accessChanged } from '../audit/admin-operation';
import { recordAudit, userTarget } from '../audit/audit';
import { conflict, notFound } from '../errors';
import { placeOfSupplyOf } from './gst';
import { adminPayment, newReference, refuseSecondOneMonth } from './payments';
import { coverageOf, decimalAmount, feeOf, financialYearOf, planOf, receiptNumberOf } from './pricing';

/** The student area's payments page, where the receipt is. */
export const paymentsPagePath = '/dashboard/payments';

/** A payment awaiting verification, locked for the decision; refused when it awaits nothing. */
async function lockSubmitted(tx: AdminOperation['db'], id: number) {
  const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
  if (!row) throw notFound(paymentTexts.noSuchRequest);
  if (row.status !== 'submitted') throw conflict(paymentTexts.notAwaitingVerification);
  return row;
}

/** The next receipt number of the financial year, from its counter row, in the caller's transaction. */
async function nextReceiptNumber(tx: AdminOperation['db'], at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  return receiptNumberOf(financialYear, counter.lastNumber);
}

const money = (currency: string, amountMinor: number) =>
  `${currency === 'INR' ? 'Rs.' : 'USD'} ${decimalAmount(amountMinor)}`;

type RequestRow = typeof paymentRequests.$inferSelect;

const proofOf = (request: RequestRow) =>
  request.utr
    ? `transaction ${request.utr}`
    : `${request.method}${request.remark ? `, ${request.remark}` : ''}`;

/**
 * The one confirmation of a payment, in the caller's transaction with the request locked: the
 * subscription runs the plan's months longer (from `valid_until` while it runs, else from today), the
 * payment is paid with the financial year's next receipt number (a tax invoice's GSTIN and place of
 * supply fixed with it), the audit entry and the student's mail are written.
 */
async function settle(
  tx: AdminOperation['db'],
  op: AdminOperation,
  settings: PaymentSettings,
  request: RequestRow,
  now: Date,
  action: 'payment.confirm' | 'payment.record',
) {
  const [student] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      validUntil: profiles.validUntil,
      state: profiles.state,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, request.studentId))
    .for('update', { of: users });
  const plan = planOf(request.planId);
  const covers = coverageOf(student.validUntil ?? null, todayUtc(now), plan.months);
  const receiptNumber = await nextReceiptNumber(tx, now);
  const invoice = settings.gstin
    ? {
        gstin: settings.gstin,
        placeOfSupply: placeOfSupplyOf(settings.gstin, student.state, request.currency !== 'INR'),
      }
    : {};
  await tx
    .insert(profiles)
    .values({ userId: request.studentId, validUntil: covers.until })
    .onConflictDoUpdate({ target: profiles.userId, set: { validUntil: covers.until } });
  await tx
    .update(paymentRequests)
    .set({
      status: 'paid',
      decidedAt: now,
      decidedBy: op.actor.userId,
      receiptNumber,
      coversFrom: covers.from,
      coversUntil: covers.until,
      ...invoice,
    })
    .where(eq(paymentRequests.id, request.id));
  await recordAudit(tx, op.actor, {
    action,
    ...userTarget(request.studentId, student.email),
    details: {
      reference: request.reference,
      receipt_number: receiptNumber,
      method: request.method,
      utr: request.utr,
      ...(request.remark ? { remark: request.remark } : {}),
      plan: request.planId,
      amount: money(request.currency, request.amountMinor),
      valid_until: { from: student.validUntil ?? null, to: covers.until },
    },
  });
  if (op.links) {
    const link = new URL(paymentsPagePath, op.links.siteUrl).toString();
    await op.links.mailer.enqueue(tx, {
      to: student.email,
      subject: paymentTexts.mailSubject(receiptNumber),
      text: [
        `Dear ${student.firstName},`,
        '',
        `We have received ${money(request.currency, request.amountMinor)} for the ${plan.duration} plan (reference ${request.reference}, ${proofOf(request)}).`,
        `Receipt number: ${receiptNumber}. Your subscription now runs until ${covers.until}.`,
        '',
        `Download the receipt (PDF) from your Payments page: ${link}`,
        '',
        academyName,
      ].join('\n'),
    });
  }
}

/**
 * The staff found the payment in the bank statement and confirm it (settle). It answers the access
 * change its caller publishes after commit: the student's sessions and sockets are checked again, so
 * they are let in at once.
 */
export async function confirmPayment(
  op: AdminOperation,
  settings: PaymentSettings,
  id: number,
): Promise<AdminChange<AdminPayment>> {
  const studentId = await op.db.transaction(async (tx) => {
    const request = await lockSubmitted(tx, id);
    await settle(tx, op, settings, request, new Date(), 'payment.confirm');
    return request.studentId;
  });
  op.links?.mailer.poke();
  return { view: await adminPayment(op.db, settings, id), event: accessChanged(studentId) };
}

export type OfflinePayment = { method: 'cash' | 'cheque'; planId: PlanId; remark: string };

/**
 * Staff took the fee in cash or by cheque: the request is written and settled in one transaction, by
 * the same confirmation as a verified UPI payment. The amount is the plan's price in rupees.
 */
export async function recordOfflinePayment(
  op: AdminOperation,
  settings: PaymentSettings,
  studentId: number,
  payment: OfflinePayment,
): Promise<AdminChange<AdminPayment>> {
  await requireAccount(op.db, studentId, 'student');
  await refuseSecondOneMonth(op.db, studentId, payment.planId);
  const fee = feeOf(planOf(payment.planId), false);
  const id = await op.db
    .transaction(async (tx) => {
      const now = new Date();
      const [request] = await tx
        .insert(paymentRequests)
        .values({
          reference: newReference(),
          studentId,
          planId: payment.planId,
          method: payment.method,
          currency: fee.currency,
          amountMinor: fee.amountMinor,
          status: 'submitted',
          submittedAt: now,
          remark: payment.remark || null,
        })
        .returning();
      await settle(tx, op, settings, request, now, 'payment.record');
      return request.id;
    })
    .catch((error) => {
      // Two recordings of the one-month plan at once: the partial unique index lets one in.
      if (isUniqueViolation(error)) throw conflict(paymentTexts.oneMonthUsed);
      throw error;
    });
  op.links?.mailer.poke();
  return { view: await adminPayment(op.db, settings, id), event: accessChanged(studentId) };
}

/**
 * The staff could not match the payment: the student reads the reason. The subscription is unchanged,
 * so no socket need hear of it.
 */
export async function rejectPayment(
  op: AdminOperation,
  settings: PaymentSettings,
  id: number,
  reason: string,
): Promise<AdminChange<AdminPayment>> {
  await op.db.transaction(async (tx) => {
    const request = await lockSubmitted(tx, id);
    const [student] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, request.studentId));
    await tx
      .update(paymentRequests)
      .set({ status: 'rejected', decidedAt: new Date(), decidedBy: op.actor.userId, rejectionReason: reason })
      .where(and(eq(paymentRequests.id, id), eq(paymentRequests.status, 'submitted')));
    await recordAudit(tx, op.actor, {
      action: 'payment.reject',
      ...userTarget(request.studentId, student.email),
      details: { reference: request.reference, utr: request.utr, reason },
    });
    if (op.links) {
      await op.links.mailer.enqueue(tx, {
        to: student.email,
        subject: paymentTexts.rejectedMailSubject(request.reference),
        text: [
          `Dear ${student.firstName},`,
          '',
          `We could not confirm your payment ${request.reference} (transaction ${request.utr}): ${reason}`,
          `If you have paid, reply to this mail with the payment's details, or pay again: ${new URL('/pricing', op.links.siteUrl)}`,
          '',
          academyName,
        ].join('\n'),
      });
    }
  });
  op.links?.mailer.poke();
  return { view: await adminPayment(op.db, settings, id), event: null };
}
