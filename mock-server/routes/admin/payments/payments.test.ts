import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts } from '../../../../shared/payments';
import { type ApiCall, apiClient } from '../../../../tests/api/support/api-client';
import { createUser, type TestUser } from '../../../../tests/support/fixtures';
import { readOutbox } from '../../../../tests/support/outbox';
import { pdfText } from '../../../../tests/support/pdf-text';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { auditLog, paymentRequests, profiles } from '../../../db/schema';
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
