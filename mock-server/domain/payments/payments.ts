import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { paymentRequestLifetimeHours, paymentTexts } from '../../../shared/payments';
import type {
  AdminPayment,
  PaymentRequest,
  PaymentStatus,
  PlanId,
  StudentPayments,
} from '../../../shared/schemas/payments';
import type { PaymentSettings } from '../../config';
import type { Database } from '../../db/client';
import { paymentRequests, profiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { findUserByEmail } from '../accounts/users';
import { recordAudit, userTarget } from '../audit/audit';
import { conflict, forbidden, invalid, notFound } from '../errors';
import { isLinkedChild } from '../guardians/guardian-accounts';
import { admissionCodeOf, sameCode, unambiguousLetters } from './admission-codes';
import { isPayersMethod, methodFor, paymentMethods } from './payment-method';
import { feeOf, planOf } from './pricing';
import { type Screenshot, storeScreenshot } from './screenshots';

type RequestRow = typeof paymentRequests.$inferSelect;
export type Payer = { id: number; email: string; firstName: string; lastName: string };

const lifetimeMs = paymentRequestLifetimeHours * 3_600_000;

/** What a request is now: one awaiting payment past its lifetime has expired (judged here, never stored). */
export function statusOf(row: Pick<RequestRow, 'status' | 'createdAt'>, now = Date.now()): PaymentStatus {
  if (row.status === 'awaiting_payment' && row.createdAt.getTime() + lifetimeMs <= now) return 'expired';
  return row.status;
}

export async function toPaymentRequest(
  row: RequestRow,
  settings: PaymentSettings,
  now = Date.now(),
): Promise<PaymentRequest> {
  const status = statusOf(row, now);
  const plan = planOf(row.planId);
  return {
    id: row.id,
    reference: row.reference,
    plan: { id: plan.id, duration: plan.duration, months: plan.months },
    method: row.method,
    currency: row.currency,
    amount_minor: row.amountMinor,
    status,
    utr: row.utr,
    created_at: row.createdAt.toISOString(),
    expires_at:
      status === 'awaiting_payment' ? new Date(row.createdAt.getTime() + lifetimeMs).toISOString() : null,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    receipt_number: row.receiptNumber,
    covers_until: row.coversUntil,
    remark: row.remark,
    has_screenshot: row.screenshot !== null,
    pay_to:
      status === 'awaiting_payment' && isPayersMethod(row.method)
        ? await paymentMethods[row.method].payTo(row, settings)
        : null,
  };
}

/**
 * The student a username and admission code name, or the one refusal for every wrong pair (an
 * unknown e-mail, a wrong code, a teacher's e-mail, a deactivated account), so the answer tells
 * nothing of which half was wrong.
 */
export async function payerOf(db: Database, username: string, code: string): Promise<Payer> {
  const user = await findUserByEmail(db, username);
  const stored = user?.role === 'student' && !user.deactivatedAt ? await admissionCodeOf(db, user.id) : null;
  // Compared against a dummy when there is no student, so both paths do the same work.
  const matches = sameCode(stored ?? 'XXXX-XXXX-XXXX', code);
  if (!user || stored === null || !matches) throw invalid(messages.pricing.invalidDetails);
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export const newReference = () => `PAY-${unambiguousLetters(8)}`;

/** The one-month plan is sold once: refused while one is claimed or paid. */
export async function refuseSecondOneMonth(db: Database, studentId: number, planId: PlanId) {
  if (planId !== '1month') return;
  const [used] = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.studentId, studentId),
        eq(paymentRequests.planId, '1month'),
        inArray(paymentRequests.status, ['submitted', 'paid']),
      ),
    );
  if (used) throw conflict(paymentTexts.oneMonthUsed);
}

/**
 * "Proceed to Pay": the request for the plan at the payer's price, made by the method for their
 * country. A payment already awaiting verification is answered instead of a second one; one still
 * awaiting payment for the same plan and method is reused, others awaiting payment are cancelled.
 */
export async function startPayment(
  db: Database,
  settings: PaymentSettings,
  payer: Payer,
  planId: PlanId,
  foreign: boolean,
): Promise<PaymentRequest> {
  await refuseSecondOneMonth(db, payer.id, planId);
  const method = methodFor(foreign);
  const fee = feeOf(planOf(planId), foreign);
  const open = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.studentId, payer.id),
        inArray(paymentRequests.status, ['awaiting_payment', 'submitted']),
      ),
    )
    .orderBy(desc(paymentRequests.createdAt));
  const submitted = open.find((row) => row.status === 'submitted');
  if (submitted) return toPaymentRequest(submitted, settings);
  const reusable = open.find(
    (row) =>
      statusOf(row) === 'awaiting_payment' &&
      row.planId === planId &&
      row.method === method.id &&
      row.amountMinor === fee.amountMinor,
  );
  if (reusable) return toPaymentRequest(reusable, settings);
  const created = await db.transaction(async (tx) => {
    await tx
      .update(paymentRequests)
      .set({ status: 'cancelled' })
      .where(and(eq(paymentRequests.studentId, payer.id), eq(paymentRequests.status, 'awaiting_payment')));
    const [row] = await tx
      .insert(paymentRequests)
      .values({
        reference: newReference(),
        studentId: payer.id,
        planId,
        method: method.id,
        currency: fee.currency,
        amountMinor: fee.amountMinor,
      })
      .returning();
    return row;
  });
  return toPaymentRequest(created, settings);
}

async function payersRequest(db: Database, payer: Payer, reference: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(
      and(eq(paymentRequests.reference, reference.toUpperCase()), eq(paymentRequests.studentId, payer.id)),
    );
  if (!row) throw notFound(paymentTexts.noSuchRequest);
  return row;
}

export async function paymentStatusFor(
  db: Database,
  settings: PaymentSettings,
  payer: Payer,
  reference: string,
): Promise<PaymentRequest> {
  return toPaymentRequest(await payersRequest(db, payer, reference), settings);
}

/**
 * The payer's transaction reference for their request: it now awaits the staff. A reference is
 * claimed once in the whole academy (the unique index decides between two claims at once).
 */
export async function submitReference(
  db: Database,
  settings: PaymentSettings,
  payer: Payer,
  reference: string,
  utr: string,
  screenshot: Screenshot | null = null,
): Promise<PaymentRequest> {
  const request = await payersRequest(db, payer, reference);
  const status = statusOf(request);
  if (status === 'expired') throw conflict(paymentTexts.expired);
  if (status !== 'awaiting_payment' || !isPayersMethod(request.method))
    throw conflict(paymentTexts.notAwaitingPayment);
  paymentMethods[request.method].checkReference(utr);
  try {
    const updated = await db.transaction(async (tx) => {
      const key = screenshot ? await storeScreenshot(tx, request, screenshot) : null;
      const [row] = await tx
        .update(paymentRequests)
        .set({ utr, status: 'submitted', submittedAt: new Date(), screenshot: key })
        .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'awaiting_payment')))
        .returning();
      if (!row) throw conflict(paymentTexts.notAwaitingPayment);
      await recordAudit(
        tx,
        { userId: payer.id },
        {
          action: 'payment.submit',
          ...userTarget(payer.id, payer.email),
          details: { reference: row.reference, utr, plan: row.planId, screenshot: key !== null },
        },
      );
      return row;
    });
    return toPaymentRequest(updated, settings);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [taken] = await db
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(eq(paymentRequests.utr, utr));
      throw conflict(taken ? paymentTexts.utrTaken : paymentTexts.oneMonthUsed);
    }
    throw error;
  }
}

/** The signed-in student's payments, newest first, with their admission code. */
export async function studentPaymentsOf(
  db: Database,
  settings: PaymentSettings,
  studentId: number,
): Promise<StudentPayments> {
  const [student] = await db
    .select({ email: users.email, role: users.role, validUntil: profiles.validUntil })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, studentId));
  if (student?.role !== 'student') throw forbidden('Only students have payments.');
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.studentId, studentId))
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
  const now = Date.now();
  return {
    email: student.email,
    admission_code: await admissionCodeOf(db, studentId),
    valid_until: student.validUntil,
    requests: await Promise.all(rows.map((row) => toPaymentRequest(row, settings, now))),
  };
}

const studentColumns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

/** Requests for the staff, newest first: those of one status, or all. */
export async function adminPayments(
  db: Database,
  settings: PaymentSettings,
  status: PaymentStatus | undefined,
): Promise<AdminPayment[]> {
  const expiredCutoff = sql`now() - make_interval(hours => ${paymentRequestLifetimeHours})`;
  const where: SQL | undefined =
    status === 'expired'
      ? and(
          eq(paymentRequests.status, 'awaiting_payment'),
          sql`${paymentRequests.createdAt} <= ${expiredCutoff}`,
        )
      : status === 'awaiting_payment'
        ? and(
            eq(paymentRequests.status, 'awaiting_payment'),
            sql`${paymentRequests.createdAt} > ${expiredCutoff}`,
          )
        : status
          ? eq(paymentRequests.status, status)
          : undefined;
  const rows = await db
    .select({ request: paymentRequests, student: studentColumns })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.studentId))
    .where(where)
    .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id))
    .limit(500);
  const now = Date.now();
  return Promise.all(
    rows.map(async (row) => ({
      ...(await toPaymentRequest(row.request, settings, now)),
      student: row.student,
    })),
  );
}

export async function adminPayment(
  db: Database,
  settings: PaymentSettings,
  id: number,
): Promise<AdminPayment> {
  const [row] = await db
    .select({ request: paymentRequests, student: studentColumns })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.studentId))
    .where(eq(paymentRequests.id, id));
  if (!row) throw notFound(paymentTexts.noSuchRequest);
  return { ...(await toPaymentRequest(row.request, settings)), student: row.student };
}

/** A request's row for its receipt: the student's own, their guardian's, or any for the staff. */
export async function receiptRequest(db: Database, viewer: { id: number; role: string }, id: number) {
  const [row] = await db
    .select({ request: paymentRequests, student: studentColumns })
    .from(paymentRequests)
    .innerJoin(users, eq(users.id, paymentRequests.studentId))
    .where(eq(paymentRequests.id, id));
  const mayRead =
    row &&
    (viewer.role === 'admin' ||
      row.request.studentId === viewer.id ||
      (viewer.role === 'guardian' && (await isLinkedChild(db, viewer.id, row.request.studentId))));
  // Another student's payment is "not found" rather than "forbidden": its existence is theirs.
  if (!row || !mayRead) throw notFound(paymentTexts.noSuchRequest);
  if (row.request.status !== 'paid' || !row.request.receiptNumber)
    throw notFound('This payment has no receipt yet.');
  return row;
}

export type ReceiptRow = Awaited<ReturnType<typeof receiptRequest>>;
