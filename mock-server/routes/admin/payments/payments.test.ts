import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '../../../../shared/payments';
import type { PaymentReport } from '../../../../shared/schemas/payments';
import { type ApiCall, apiClient } from '../../../../tests/api/support/api-client';
import { createUser, type TestUser } from '../../../../tests/support/fixtures';
import { readOutbox } from '../../../../tests/support/outbox';
import { freshUtr, studentPayer } from '../../../../tests/support/payments';
import { pdfText } from '../../../../tests/support/pdf-text';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { auditLog, media, paymentRequests, profiles } from '../../../db/schema';
import { coverageOf } from '../../../domain/payments/pricing';

let server: TestServer;
let call: ApiCall;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  call = apiClient(server.url);
  admin = await createUser(server.deps, { role: 'admin' });
});
afterAll(() => server.stop());

const db = () => server.deps.database.db;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const record = (studentId: number, json: object, token = admin.token) =>
  call('POST', `/api/admin/students/${studentId}/payments/`, { token, json });
const requestsOf = (studentId: number) =>
  db().select().from(paymentRequests).where(eq(paymentRequests.studentId, studentId));

describe('a fee taken in cash or by cheque', () => {
  it('is confirmed at once like a UPI payment: subscription, receipt, mail and audit', async () => {
    const student = await createUser(server.deps, { role: 'student', validForDays: 5 });
    const paid = await record(student.id, { method: 'cheque', plan: '6month', remark: '004512 HDFC Bank' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: 'paid',
      method: 'cheque',
      remark: '004512 HDFC Bank',
      currency: 'INR',
      amount_minor: 2_000_000,
      utr: null,
      covers_until: coverageOf(isoDay(5), isoDay(0), 6).until,
    });
    expect(paid.body.receipt_number).toMatch(/^SA\/\d{4}-\d{2}\/\d{5}$/);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, student.id));
    expect(profile.validUntil).toBe(paid.body.covers_until);

    const mail = (await readOutbox(server)).find((sent) => sent.to === student.email);
    expect(mail?.subject).toBe(paymentTexts.mailSubject(paid.body.receipt_number));
    expect(mail?.text).toContain('cheque, 004512 HDFC Bank');

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, student.id), eq(auditLog.action, 'payment.record')));
    expect(entry.actorId).toBe(admin.id);
    expect(entry.details).toMatchObject({ method: 'cheque', remark: '004512 HDFC Bank', plan: '6month' });

    const receipt = await fetch(new URL(`/api/payments/${paid.body.id}/receipt/`, server.url), {
      headers: { authorization: `Bearer ${student.token}` },
    });
    const text = await pdfText(new Uint8Array(await receipt.arrayBuffer()));
    expect(text).toContain('Cheque: 004512 HDFC Bank');
    expect(text).toContain('INR 20000.00');

    const own = await call('GET', '/api/student/payments/', { token: student.token });
    expect(own.body.requests[0]).toMatchObject({ status: 'paid', method: 'cheque' });
  });

  it('takes cash without a remark, and lets in a lapsed student on the session they have', async () => {
    const student = await createUser(server.deps, { role: 'student', validForDays: -10 });
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(403);
    const paid = await record(student.id, { method: 'cash', plan: '1month' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ method: 'cash', remark: null, amount_minor: 350_000 });
    expect(paid.body.covers_until).toBe(coverageOf(null, isoDay(0), 1).until);
    expect((await call('GET', '/api/student/batches/', { token: student.token })).status).toBe(200);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const student = await createUser(server.deps, { role: 'student', validForDays: -1 });
    const teacher = await createUser(server.deps, { role: 'teacher' });
    const cases: [object, number, string][] = [
      [{ method: 'cheque', plan: '6month' }, 400, paymentTexts.enterChequeNumber],
      [{ method: 'card', plan: '6month' }, 400, paymentTexts.unknownOfflineMethod],
      [{ method: 'cash', plan: '12month' }, 400, paymentTexts.unknownPlan],
      [{ method: 'cash', plan: '6month', amount_minor: 100 }, 400, 'amount_minor'],
    ];
    for (const [json, status, text] of cases) {
      const answer = await record(student.id, json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(text);
    }
    expect((await record(teacher.id, { method: 'cash', plan: '6month' })).status).toBe(404);
    expect((await record(student.id, { method: 'cash', plan: '6month' }, student.token)).status).toBe(403);
    expect(await requestsOf(student.id)).toHaveLength(0);

    expect((await record(student.id, { method: 'cash', plan: '1month' })).status).toBe(201);
    const second = await record(student.id, { method: 'cash', plan: '1month' });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(paymentTexts.oneMonthUsed);
    expect(await requestsOf(student.id)).toHaveLength(1);
  });
});

// The smallest PNG: its signature is what the server checks, not the name or the declared type.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('a screenshot with the reference', () => {
  /** The payer's reference as the pricing page sends it: a form, with a file when one is chosen. */
  async function sendWithScreenshot(payer: Awaited<ReturnType<typeof studentPayer>>, file: File | null) {
    const request = (await payer.start('6month')).body;
    const form = new FormData();
    form.set('username', payer.student.email);
    form.set('admission_code', payer.code);
    form.set('reference', request.reference);
    form.set('utr', freshUtr());
    if (file) form.set('screenshot', file);
    const answer = await call('POST', '/api/payments/reference/', { form, headers: payer.headers });
    return { request, answer };
  }
  const screenshotsOf = (requestId: number) =>
    db()
      .select()
      .from(media)
      .where(like(media.key, `payments/${requestId}-%`));

  it('is stored with the payment and shown to the staff and the student, no one else', async () => {
    const payer = await studentPayer(server, call);
    const { request, answer } = await sendWithScreenshot(
      payer,
      new File([png], 'gpay.png', { type: 'image/png' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'submitted', has_screenshot: true });
    const listed = await call('GET', '/api/admin/payments/?status=submitted', { token: admin.token });
    expect(listed.body.items.find((item: { id: number }) => item.id === request.id)).toMatchObject({
      has_screenshot: true,
    });
    const path = `/api/payments/${request.id}/screenshot/`;
    for (const token of [admin.token, payer.student.token]) {
      const image = await fetch(new URL(path, server.url), { headers: { authorization: `Bearer ${token}` } });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    }
    const stranger = await createUser(server.deps, { role: 'student', validForDays: 5 });
    expect((await call('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await call('GET', path)).status).toBe(401);
    expect(await screenshotsOf(request.id)).toHaveLength(1);
  });

  it('is optional: a form without one is taken, and the payment has none', async () => {
    const payer = await studentPayer(server, call);
    const { request, answer } = await sendWithScreenshot(payer, null);
    expect(answer.body).toMatchObject({ status: 'submitted', has_screenshot: false });
    expect(
      (await call('GET', `/api/payments/${request.id}/screenshot/`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('refuses a file that is not an image, or too large, and stores nothing', async () => {
    const payer = await studentPayer(server, call);
    const fake = new File(['%PDF-1.4 not an image'], 'receipt.png', { type: 'image/png' });
    const { request, answer } = await sendWithScreenshot(payer, fake);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ screenshot: [paymentTexts.screenshotNotImage] });
    const huge = new File([png, Buffer.alloc(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    const tooLarge = await sendWithScreenshot(payer, huge);
    expect(tooLarge.answer.status).toBe(413);
    for (const id of [request.id, tooLarge.request.id]) expect(await screenshotsOf(id)).toHaveLength(0);
    const [row] = await db()
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, tooLarge.request.id));
    expect(row).toMatchObject({ status: 'awaiting_payment', utr: null, screenshot: null });
  });
});

describe('the payments report', () => {
  const report = async () => (await call('GET', '/api/admin/payments/report/', { token: admin.token })).body;
  const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const sixMonthFees = (body: PaymentReport) =>
    body.fees.find((row) => row.month === thisMonth() && row.plan.id === '6month' && row.currency === 'INR');

  it('sums fees per month and plan, counts the payments awaiting verification, and lists renewals due', async () => {
    const before = await report();
    const payer = await createUser(server.deps, { role: 'student', validForDays: -2 });
    expect((await record(payer.id, { method: 'cash', plan: '6month' })).status).toBe(201);
    const soon = await createUser(server.deps, {
      role: 'student',
      validForDays: 10,
      firstName: '=HYPERLINK("x")',
    });
    const later = await createUser(server.deps, { role: 'student', validForDays: 40 });

    const after = await report();
    const [was, is] = [sixMonthFees(before), sixMonthFees(after)];
    expect(is).toMatchObject({
      payments: (was?.payments ?? 0) + 1,
      amount_minor: (was?.amount_minor ?? 0) + 2_000_000,
    });
    const submitted = await db()
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.status, 'submitted'));
    expect(after.pending.count).toBe(submitted.length);
    const lapsingIds = after.lapsing.map((row: { student: { id: number } }) => row.student.id);
    expect(lapsingIds).toContain(soon.id);
    expect(lapsingIds).not.toContain(later.id);
    expect(lapsingIds).not.toContain(payer.id);
    expect(
      after.lapsing.find((row: { student: { id: number } }) => row.student.id === soon.id),
    ).toMatchObject({
      valid_until: isoDay(10),
      payment_awaiting: false,
    });
    expect((await call('GET', '/api/admin/payments/report/', { token: soon.token })).status).toBe(403);
  });

  it('exports a table as CSV with formula cells escaped, and audits the export', async () => {
    await createUser(server.deps, { role: 'student', validForDays: 3, firstName: '=1+2' });
    const exported = await call('GET', '/api/admin/payments/report/export/?table=lapsing', {
      token: admin.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const lines = (exported.body as string).split('\r\n');
    expect(lines[0]).toBe('first_name,last_name,email,batch,valid_until,payment_awaiting');
    expect(lines.some((line) => line.startsWith("'=1+2,Tester,"))).toBe(true);
    expect(lines.some((line) => line.startsWith('=1+2'))).toBe(false);
    const fees = await call('GET', '/api/admin/payments/report/export/?table=fees', { token: admin.token });
    expect((fees.body as string).split('\r\n')[0]).toBe('month,plan,currency,payments,amount');
    expect(fees.body).toContain(`${thisMonth()},6 Months,INR,`);

    const exports = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.export'), like(auditLog.targetLabel, 'payments-%')));
    expect(exports.map((entry) => entry.targetLabel).sort()).toEqual(['payments-fees', 'payments-lapsing']);
    expect(exports.every((entry) => entry.actorId === admin.id)).toBe(true);

    const wrong = await call('GET', '/api/admin/payments/report/export/?table=all', { token: admin.token });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('table must be fees or lapsing.');
  });
});
