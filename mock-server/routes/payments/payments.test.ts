import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { paymentTexts } from '../../../shared/payments';
import { type ApiCall, apiClient } from '../../../tests/api/support/api-client';
import { createUser, type TestUser } from '../../../tests/support/fixtures';
import { readOutbox } from '../../../tests/support/outbox';
import { pdfText } from '../../../tests/support/pdf-text';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { loadConfig } from '../../config';
import { auditLog, paymentRequests, profiles } from '../../db/schema';
import { normalAdmissionCode } from '../../domain/payments/admission-codes';
import { coverageOf, financialYearOf, receiptNumberOf } from '../../domain/payments/pricing';

let server: TestServer;
let call: ApiCall;
let admin: TestUser;
let nextAddress = 1;

beforeAll(async () => {
  server = await startTestServer({
    TRUST_PROXY: '1',
    UPI_ID: 'fees@okacademy',
    UPI_PAYEE_NAME: 'Shikhar Academy',
  });
  call = apiClient(server.url);
  admin = await createUser(server.deps, { role: 'admin' });
});
afterAll(() => server.stop());

const db = () => server.deps.database.db;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
let nextUtr = 100_000_000_000;
const freshUtr = () => String(nextUtr++);

/** Each payer comes from an address of their own, so the address throttle is the throttle case's alone. */
function payerCalls(student: TestUser, code: string, headers: Record<string, string> = {}) {
  const address = `198.51.100.${nextAddress++}`;
  const post = (path: string, json: object) =>
    call('POST', path, {
      json: { username: student.email, admission_code: code, ...json },
      headers: { 'x-forwarded-for': address, ...headers },
    });
  return {
    start: (plan: string) => post('/api/payments/', { plan }),
    reference: (reference: string, utr: string) => post('/api/payments/reference/', { reference, utr }),
    status: (reference: string) => post('/api/payments/status/', { reference }),
  };
}

async function studentWithCode(validForDays: number | null = -3) {
  const student = await createUser(server.deps, { role: 'student', validForDays });
  const own = await call('GET', '/api/student/payments/', { token: student.token });
  expect(own.status).toBe(200);
  return { student, code: own.body.admission_code as string };
}

describe('admission codes', () => {
  it('gives each student an unguessable code without look-alike letters, the same to the student and to admins', async () => {
    const { student, code } = await studentWithCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const forAdmin = await call('GET', `/api/admin/students/${student.id}/admission-code/`, {
      token: admin.token,
    });
    expect(forAdmin.body).toEqual({ admission_code: code });
    const other = await studentWithCode();
    expect(other.code).not.toBe(code);
    expect(
      (await call('GET', `/api/admin/students/${student.id}/admission-code/`, { token: other.student.token }))
        .status,
    ).toBe(403);
  });

  it('gives a newly admitted student a code at once, in the invitation mail', async () => {
    const email = `new.student.${Date.now()}@example.test`;
    const created = await call('POST', '/api/admin/students/', {
      token: admin.token,
      json: { email, first_name: 'Nia', last_name: 'Roy' },
    });
    expect(created.status).toBe(201);
    const code = (
      await call('GET', `/api/admin/students/${created.body.id}/admission-code/`, { token: admin.token })
    ).body.admission_code;
    const invitation = (await readOutbox(server)).find((sent) => sent.to === email);
    expect(invitation?.text).toContain(`Your admission code is ${code}.`);
  });

  it('takes the code in any case, with or without dashes and spaces', async () => {
    const { student, code } = await studentWithCode();
    const typed = ` ${code.replaceAll('-', ' ').toLowerCase()} `;
    expect(normalAdmissionCode(typed)).toBe(code);
    expect((await payerCalls(student, typed).start('6month')).status).toBe(201);
  });

  it('answers a wrong code and an unknown username alike, and throttles wrong pairs', async () => {
    const { student } = await studentWithCode();
    const address = '192.0.2.77';
    const tryPair = (username: string, code: string) =>
      call('POST', '/api/payments/', {
        json: { username, admission_code: code, plan: '6month' },
        headers: { 'x-forwarded-for': address },
      });
    const wrongCode = await tryPair(student.email, 'AAAA-BBBB-CCCC');
    const unknown = await tryPair('nobody@example.test', 'AAAA-BBBB-CCCC');
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.detail).toBe(messages.pricing.invalidDetails);
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(wrongCode.body.detail);
    let answer = unknown;
    for (let tries = 2; tries <= 20 && answer.status !== 429; tries++)
      answer = await tryPair(`guess${tries}@example.test`, 'AAAA-BBBB-CCCC');
    answer = await tryPair('another@example.test', 'AAAA-BBBB-CCCC');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(
      await db().select().from(paymentRequests).where(eq(paymentRequests.studentId, student.id)),
    ).toHaveLength(0);
    const throttled = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'security.throttled'),
          sql`${auditLog.details}->>'limit' = 'payment admission codes'`,
          sql`${auditLog.details}->>'address' = ${address}`,
        ),
      );
    expect(throttled).toHaveLength(1);
  });
});

describe('paying by UPI', () => {
  it('prices the plan on the server and shows the UPI link and its QR code', async () => {
    const { student, code } = await studentWithCode();
    const answer = await payerCalls(student, code).start('6month');
    expect(answer.status).toBe(201);
    const request = answer.body;
    expect(request).toMatchObject({
      currency: 'INR',
      amount_minor: 2_000_000,
      method: 'upi',
      status: 'awaiting_payment',
    });
    expect(request.reference).toMatch(/^PAY-[2-9A-Z]{8}$/);
    expect(request.pay_to.upi_link).toBe(
      `upi://pay?pa=fees%40okacademy&pn=Shikhar%20Academy&am=20000.00&cu=INR&tn=Shikhar%20Academy%20fees%20${request.reference}&tr=${request.reference}`,
    );
    expect(request.pay_to.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(Date.parse(request.expires_at) - Date.parse(request.created_at)).toBe(48 * 3_600_000);
    const oneMonth = await payerCalls(student, code).start('1month');
    expect(oneMonth.body).toMatchObject({ amount_minor: 350_000, currency: 'INR' });
  });

  it('gives a payer abroad dollars and the bank account instead', async () => {
    const { student, code } = await studentWithCode();
    const answer = await payerCalls(student, code, { 'cf-ipcountry': 'US' }).start('6month');
    expect(answer.body).toMatchObject({ currency: 'USD', amount_minor: 90_000, method: 'bank_transfer' });
    expect(answer.body.pay_to).toMatchObject({
      method: 'bank_transfer',
      ifsc: expect.any(String),
      swift: expect.any(String),
    });
  });

  it('refuses an unknown plan, a malformed UTR and an amount from the client, storing nothing', async () => {
    const { student, code } = await studentWithCode();
    const pay = payerCalls(student, code);
    const unknownPlan = await pay.start('12month');
    expect(unknownPlan.status).toBe(400);
    expect(JSON.stringify(unknownPlan.body)).toContain(paymentTexts.unknownPlan);
    const request = (await pay.start('6month')).body;
    for (const utr of ['12345', '1234567890123', 'ABCDEFGHIJKL']) {
      const answer = await pay.reference(request.reference, utr);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(paymentTexts.malformedUtr);
    }
    expect((await pay.status(request.reference)).body.status).toBe('awaiting_payment');
    const cheap = await call('POST', '/api/payments/', {
      json: { username: student.email, admission_code: code, plan: '6month', amount_minor: 100 },
      headers: { 'x-forwarded-for': '198.51.100.250' },
    });
    expect(cheap.status).toBe(400);
    expect(cheap.body.detail).toBe(paymentTexts.unknownFields(['amount_minor']));
    // A reference sent without a body is refused plainly, not read as empty.
    const unread = await fetch(new URL('/api/payments/reference/', server.url), { method: 'POST' });
    expect(unread.status).toBe(400);
    expect((await unread.json()).detail).toBe('Send the reference as JSON or as multipart/form-data.');
    expect((await pay.status(request.reference)).body.status).toBe('awaiting_payment');
  });

  it('expires a request without a UTR after 48 hours', async () => {
    const { student, code } = await studentWithCode();
    const pay = payerCalls(student, code);
    const request = (await pay.start('6month')).body;
    await db()
      .update(paymentRequests)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(paymentRequests.id, request.id));
    expect((await pay.status(request.reference)).body.status).toBe('expired');
    const late = await pay.reference(request.reference, freshUtr());
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(paymentTexts.expired);
    expect((await pay.start('6month')).body.reference).not.toBe(request.reference);
  });
});

describe('verifying a payment', () => {
  it('confirms: the lapsed student is let in without signing in again, with a numbered receipt and a mail', async () => {
    const { student, code } = await studentWithCode(-3);
    const pay = payerCalls(student, code);
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(403);
    const request = (await pay.start('6month')).body;
    const utr = freshUtr();
    const submitted = await pay.reference(request.reference, ` ${utr.slice(0, 6)} ${utr.slice(6)} `);
    expect(submitted.body).toMatchObject({ status: 'submitted', utr, pay_to: null });

    const waiting = await call('GET', '/api/admin/payments/?status=submitted', { token: admin.token });
    const row = waiting.body.items.find((item: { id: number }) => item.id === request.id);
    expect(row).toMatchObject({
      amount_minor: 2_000_000,
      utr,
      plan: { id: '6month' },
      student: { id: student.id },
    });

    expect(
      (await call('POST', `/api/admin/payments/${request.id}/confirm/`, { token: student.token })).status,
    ).toBe(403);
    const confirmed = await call('POST', `/api/admin/payments/${request.id}/confirm/`, {
      token: admin.token,
    });
    expect(confirmed.status).toBe(200);
    const today = isoDay(0);
    expect(confirmed.body).toMatchObject({ status: 'paid', covers_until: coverageOf(null, today, 6).until });
    expect(confirmed.body.receipt_number).toMatch(/^SA\/\d{4}-\d{2}\/\d{5}$/);
    expect(confirmed.body.receipt_number.length).toBeLessThanOrEqual(16);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, student.id));
    expect(profile.validUntil).toBe(confirmed.body.covers_until);

    // The same access token: the server's cached verdict followed the confirmation.
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(200);
    expect((await pay.status(request.reference)).body.status).toBe('paid');

    const mail = (await readOutbox(server)).find((sent) => sent.to === student.email);
    expect(mail?.subject).toBe(paymentTexts.mailSubject(confirmed.body.receipt_number));
    expect(mail?.text).toContain('/dashboard/payments');

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, student.id), eq(auditLog.targetType, 'user')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['payment.confirm', 'payment.submit']);

    const again = await call('POST', `/api/admin/payments/${request.id}/confirm/`, { token: admin.token });
    expect(again.status).toBe(409);
  });

  it('numbers receipts one after another and extends a running subscription from its end', async () => {
    const ends = isoDay(10);
    const first = await studentWithCode(10);
    const second = await studentWithCode(10);
    const numbers: string[] = [];
    for (const { student, code } of [first, second]) {
      const pay = payerCalls(student, code);
      const request = (await pay.start('1month')).body;
      await pay.reference(request.reference, freshUtr());
      const confirmed = await call('POST', `/api/admin/payments/${request.id}/confirm/`, {
        token: admin.token,
      });
      expect(confirmed.body.covers_until).toBe(coverageOf(ends, isoDay(0), 1).until);
      numbers.push(confirmed.body.receipt_number);
    }
    const serial = (receipt: string) => Number(receipt.split('/')[2]);
    expect(serial(numbers[1])).toBe(serial(numbers[0]) + 1);

    const secondMonth = await payerCalls(first.student, first.code).start('1month');
    expect(secondMonth.status).toBe(409);
    expect(secondMonth.body.detail).toBe(paymentTexts.oneMonthUsed);
  });

  it('refuses a UTR claimed already, anywhere in the academy', async () => {
    const a = await studentWithCode();
    const b = await studentWithCode();
    const utr = freshUtr();
    const first = (await payerCalls(a.student, a.code).start('6month')).body;
    expect((await payerCalls(a.student, a.code).reference(first.reference, utr)).status).toBe(200);
    const payB = payerCalls(b.student, b.code);
    const second = (await payB.start('6month')).body;
    const reused = await payB.reference(second.reference, utr);
    expect(reused.status).toBe(409);
    expect(reused.body.detail).toBe(paymentTexts.utrTaken);
    expect((await payB.status(second.reference)).body).toMatchObject({
      status: 'awaiting_payment',
      utr: null,
    });
  });

  it('lets one of two claims of a UTR at once win, and one of two confirmations at once', async () => {
    const a = await studentWithCode();
    const b = await studentWithCode();
    const payA = payerCalls(a.student, a.code);
    const payB = payerCalls(b.student, b.code);
    const [requestA, requestB] = [(await payA.start('6month')).body, (await payB.start('6month')).body];
    const utr = freshUtr();
    const claims = await Promise.all([
      payA.reference(requestA.reference, utr),
      payB.reference(requestB.reference, utr),
    ]);
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, 409]);
    const winner = claims[0].status === 200 ? requestA : requestB;
    const confirm = () => call('POST', `/api/admin/payments/${winner.id}/confirm/`, { token: admin.token });
    const confirmations = await Promise.all([confirm(), confirm()]);
    expect(confirmations.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const issued = await db()
      .select({ receipt: paymentRequests.receiptNumber })
      .from(paymentRequests)
      .where(eq(paymentRequests.id, winner.id));
    expect(issued[0].receipt).toBe(
      confirmations.find((answer) => answer.status === 200)?.body.receipt_number,
    );
  });

  it('rejects with a reason the student reads, leaving the subscription as it was', async () => {
    const { student, code } = await studentWithCode(-1);
    const pay = payerCalls(student, code);
    const request = (await pay.start('6month')).body;
    await pay.reference(request.reference, freshUtr());
    const noReason = await call('POST', `/api/admin/payments/${request.id}/reject/`, {
      token: admin.token,
      json: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call('POST', `/api/admin/payments/${request.id}/reject/`, {
      token: admin.token,
      json: { reason: 'No such credit in the bank statement.' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No such credit in the bank statement.',
    });
    const own = await call('GET', '/api/student/payments/', { token: student.token });
    expect(own.body.requests[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No such credit in the bank statement.',
    });
    expect(own.body.valid_until).toBe(isoDay(-1));
    const mail = (await readOutbox(server)).find((sent) => sent.to === student.email);
    expect(mail?.subject).toBe(paymentTexts.rejectedMailSubject(request.reference));
    expect(mail?.text).toContain('No such credit in the bank statement.');
    expect(
      (await call('POST', `/api/admin/payments/${request.id}/confirm/`, { token: admin.token })).status,
    ).toBe(409);
  });
});

describe('the receipt', () => {
  it('is a PDF with the receipt number, student, plan, amount, reference and UTR, for the student and admins only', async () => {
    const { student, code } = await studentWithCode();
    const pay = payerCalls(student, code);
    const request = (await pay.start('6month')).body;
    const utr = freshUtr();
    await pay.reference(request.reference, utr);
    const notYet = await call('GET', `/api/payments/${request.id}/receipt/`, { token: student.token });
    expect(notYet.status).toBe(404);
    const confirmed = (
      await call('POST', `/api/admin/payments/${request.id}/confirm/`, { token: admin.token })
    ).body;

    const response = await fetch(new URL(`/api/payments/${request.id}/receipt/`, server.url), {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      confirmed.receipt_number,
      `${student.firstName} Tester`,
      '6 Months',
      'INR 20000.00',
      request.reference,
      utr,
      isoDay(0),
    ])
      expect(text).toContain(expected);
    // Without a GSTIN the academy issues a plain receipt, not a tax invoice.
    expect(text).toContain('Fee receipt');
    expect(text).not.toMatch(/GSTIN|Tax invoice|CGST|IGST/);

    const stranger = await studentWithCode();
    expect(
      (await call('GET', `/api/payments/${request.id}/receipt/`, { token: stranger.student.token })).status,
    ).toBe(404);
    expect((await call('GET', `/api/payments/${request.id}/receipt/`, { token: admin.token })).status).toBe(
      200,
    );
    expect((await call('GET', `/api/payments/${request.id}/receipt/`)).status).toBe(401);
  });
});

describe('fees arithmetic', () => {
  it('refuses a UPI id that is not one, naming the setting, and has demo defaults', () => {
    expect(() => loadConfig({ UPI_ID: 'not a upi id' })).toThrow(/UPI_ID/);
    expect(loadConfig({}).payments).toMatchObject({ upiId: expect.stringMatching(/^[\w.-]+@\w+$/) });
  });

  it('names the Indian financial year by Indian time, April to March', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    expect(receiptNumberOf('2099-00', 99_999)).toHaveLength(16);
  });

  it('covers whole months from the day after a running subscription, or from today', () => {
    expect(coverageOf('2026-12-31', '2026-11-27', 6)).toEqual({ from: '2027-01-01', until: '2027-06-30' });
    expect(coverageOf('2026-11-01', '2026-11-27', 6)).toEqual({ from: '2026-11-27', until: '2027-05-26' });
    expect(coverageOf(null, '2027-01-31', 1)).toEqual({ from: '2027-01-31', until: '2027-02-27' });
  });
});
