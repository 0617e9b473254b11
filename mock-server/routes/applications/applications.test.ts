import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissions } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { ApplicationSubmit } from '../../../shared/schemas/applications';
import { type ApiCall, apiClient } from '../../../tests/api/support/api-client';
import { readOutbox } from '../../../tests/support/outbox';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { applications, auditLog } from '../../db/schema';

let server: TestServer;
let call: ApiCall;
let nextAddress = 1;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', ADMISSIONS_EMAIL: 'desk@academy.test' });
  call = apiClient(server.url);
});
afterAll(() => server.stop());

/** Each case applies from an address of its own, so the per-address limit is the throttle case's alone. */
const newVisitor = () => `203.0.113.${nextAddress++}`;
const filledFor = (ms: number) => Date.now() - ms;

function demoForm(overrides: Partial<ApplicationSubmit> = {}): ApplicationSubmit {
  return {
    form: 'demo',
    student_name: 'Ira Sen',
    class_level: 9,
    school: 'Kendriya Vidyalaya',
    city: 'Pune',
    parent_name: 'Meena Sen',
    parent_mobile: '98765 43210',
    email: `ira.${nextAddress}@example.test`,
    programme: 'foundational',
    heard_from: 'school',
    consent: true,
    website: '',
    started_at: filledFor(10_000),
    ...overrides,
  } as ApplicationSubmit;
}

function neetForm(overrides: Partial<ApplicationSubmit> = {}): ApplicationSubmit {
  return {
    form: 'neet',
    student_name: 'Kavya R',
    institution: 'Government Girls Higher Secondary School',
    city: 'Madurai',
    mobile: '+91 91234 56789',
    email: `kavya.${nextAddress}@example.test`,
    consent: true,
    started_at: filledFor(10_000),
    ...overrides,
  } as ApplicationSubmit;
}

const apply = (json: unknown, address = newVisitor()) =>
  call('POST', '/api/applications/', { json, headers: { 'x-forwarded-for': address } });

const stored = (email: string) =>
  server.deps.database.db.select().from(applications).where(eq(applications.email, email));

describe('POST /api/applications/', () => {
  it('stores a Classes 7 to 10 application, answers its reference and mails the applicant and the desk', async () => {
    const form = demoForm({ email: 'Ira.Sen@Example.test' });
    const answer = await apply(form);
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^APL-\d{4}-\d{5}$/);
    expect(answer.body.detail).toBe(messages.admissions.received(answer.body.reference));

    const [row] = await stored('ira.sen@example.test');
    expect(row).toMatchObject({
      reference: answer.body.reference,
      programme: 'foundational',
      status: 'new',
      mobile: '+919876543210',
      classLevel: 9,
      parentName: 'Meena Sen',
    });
    const mails = (await readOutbox(server)).filter((mail) => mail.text.includes(answer.body.reference));
    expect(mails.map((mail) => mail.to).sort()).toEqual(['desk@academy.test', 'ira.sen@example.test']);
    expect(mails.find((mail) => mail.to === 'ira.sen@example.test')?.subject).toContain(
      answer.body.reference,
    );
  });

  it('stores a free NEET application as class 12 with the student’s own mobile', async () => {
    const answer = await apply(neetForm({ email: 'kavya@example.test' }));
    expect(answer.status).toBe(201);
    const [row] = await stored('kavya@example.test');
    expect(row).toMatchObject({ programme: 'neet', classLevel: 12, mobile: '+919123456789', school: null });
  });

  it('answers 400 with a message per wrong field and stores nothing', async () => {
    const answer = await apply(
      demoForm({ email: 'bad@', class_level: 11, parent_mobile: '12345', consent: false } as never),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual([
      'class_level',
      'consent',
      'email',
      'parent_mobile',
    ]);
    expect(answer.body.fields.parent_mobile[0]).toMatch(/10-digit Indian mobile/);
    expect(await stored('bad@')).toEqual([]);
  });

  it('refuses a filled hidden field and a form sent faster than a person can, storing nothing', async () => {
    const bot = await apply(demoForm({ email: 'bot@example.test', website: 'https://spam.test' }));
    expect(bot.status).toBe(400);
    expect(bot.body.detail).toBe(messages.admissions.refused);
    const hasty = await apply(
      demoForm({ email: 'hasty@example.test', started_at: filledFor(admissions.minFillMs / 3) }),
    );
    expect(hasty.status).toBe(400);
    expect(hasty.body.detail).toBe(messages.admissions.tooFast);
    const future = await apply(
      demoForm({ email: 'future@example.test', started_at: Date.now() + 3_600_000 }),
    );
    expect(future.status).toBe(400);
    for (const email of ['bot@example.test', 'hasty@example.test', 'future@example.test'])
      expect(await stored(email)).toEqual([]);
  });

  it('answers a second application from one applicant to one programme like a new one, storing and mailing nothing', async () => {
    const email = 'twice@example.test';
    const first = await apply(demoForm({ email }));
    expect(first.status).toBe(201);
    const mailsBefore = (await readOutbox(server)).length;
    // Another case and a +tag reach the same mailbox: the same applicant.
    for (const same of ['TWICE@example.test', 'twice+again@example.test']) {
      const again = await apply(demoForm({ email: same }));
      expect(again.status).toBe(201);
      expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
      expect(again.body.reference).toMatch(/^APL-\d{4}-\d{5}$/);
      expect(again.body.reference).not.toBe(first.body.reference);
      expect(again.body.detail).toBe(messages.admissions.received(again.body.reference));
    }
    expect((await readOutbox(server)).length).toBe(mailsBefore);
    expect(await stored('twice+again@example.test')).toEqual([]);
    // Another programme is another application.
    expect((await apply(demoForm({ email, programme: 'express' }))).status).toBe(201);
    expect(await stored(email)).toHaveLength(2);

    await server.deps.database.db
      .update(applications)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(applications.email, email));
    expect((await apply(demoForm({ email }))).status).toBe(201);
    expect(await stored(email)).toHaveLength(3);
  });

  it('stores one of two identical applications sent at the same moment, answering both alike', async () => {
    const form = demoForm({ email: 'race@example.test' });
    const answers = await Promise.all([apply(form), apply(form)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await stored('race@example.test')).toHaveLength(1);
  });

  it('mails the applicant nothing they typed; the desk gets the whole application', async () => {
    const spam = 'Cheap pills at spam.example';
    const answer = await apply(
      demoForm({ email: 'stranger@example.test', student_name: spam, school: spam, parent_name: spam }),
    );
    expect(answer.status).toBe(201);
    const mails = (await readOutbox(server)).filter((mail) => mail.text.includes(answer.body.reference));
    const toApplicant = mails.find((mail) => mail.to === 'stranger@example.test');
    expect(toApplicant).toBeDefined();
    expect(`${toApplicant?.subject}\n${toApplicant?.text}`).not.toContain('spam.example');
    expect(mails.find((mail) => mail.to === 'desk@academy.test')?.text).toContain(spam);
  });

  it('counts an IPv6 network as one address: 20 sends from one /64 store 5 and mail 10', async () => {
    const before = (await readOutbox(server)).length;
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await apply(demoForm({ email: `relay-${i}@example.test` }), `2001:db8:5:6::${i + 1}`));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(admissions.perAddressPerHour);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - admissions.perAddressPerHour);
    expect((await readOutbox(server)).length - before).toBe(2 * admissions.perAddressPerHour);
    expect((await apply(demoForm({ email: 'next-network@example.test' }), '2001:db8:5:7::1')).status).toBe(
      201,
    );
  });

  it(`accepts ${admissions.perAddressPerHour} applications an hour from one address, then answers 429 with Retry-After`, async () => {
    const address = newVisitor();
    for (let i = 0; i < admissions.perAddressPerHour; i++)
      expect((await apply(demoForm({ email: `school-lab-${i}@example.test` }), address)).status).toBe(201);
    const refused = await apply(demoForm({ email: 'one-too-many@example.test' }), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(
      /^Too many applications from your network\. Try again in \d+ minutes?\.$/,
    );
    expect(await stored('one-too-many@example.test')).toEqual([]);
    expect((await apply(demoForm({ email: 'elsewhere@example.test' }))).status).toBe(201);
  });
});

describe('the hourly cap on application mail', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startTestServer({
      TRUST_PROXY: '1',
      ADMISSIONS_EMAIL: 'desk@academy.test',
      APPLICATION_MAILS_PER_HOUR: '2',
    });
  });
  afterAll(() => capped.stop());

  it('mails receipts to applicants up to the cap, from any networks, then stores the rest unmailed', async () => {
    const cappedCall = apiClient(capped.url);
    for (let i = 0; i < 4; i++) {
      const answer = await cappedCall('POST', '/api/applications/', {
        json: demoForm({ email: `cap-${i}@example.test` }),
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      expect(answer.status).toBe(201);
    }
    const mails = await readOutbox(capped);
    expect(
      mails
        .filter((mail) => mail.to.startsWith('cap-'))
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['cap-0@example.test', 'cap-1@example.test']);
    const notices = mails.filter((mail) => mail.to === 'desk@academy.test');
    expect(notices).toHaveLength(4);
    expect(notices.filter((mail) => mail.text.includes('got no receipt'))).toHaveLength(2);
    const rows = await capped.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'security.throttled'));
    expect(rows).toHaveLength(1);
  });
});
