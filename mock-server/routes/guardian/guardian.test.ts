import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxGuardians } from '../../../shared/schemas/attendance';
import { guardianTexts, pairingCodeView, pairingRefusals } from '../../../shared/schemas/guardians';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createAttempt, createOnlineTest, createQuestion } from '../../../tests/support/assessment-fixtures';
import { createBatch, createClass, createHomework, createUser } from '../../../tests/support/fixtures';
import { latestResetLink, readOutbox } from '../../../tests/support/outbox';
import { testJwtSecret } from '../../../tests/support/test-server';
import { auditLog, guardians, jobs } from '../../db/schema';
import {
  academyWeekOf,
  guardianJobKinds,
  scheduleWeeklySummary,
  weeklySummaryJob,
} from '../../domain/guardians/guardian-mail';
import { signedLinkTokens } from '../../domain/signed-link-tokens';
import { createUnsubscribeLinks } from '../../domain/unsubscribe/unsubscribe-links';
import { createJobRunner } from '../../jobs/job-runner';
import { mailJobKind, sendQueuedMail } from '../../mail/mail-job';
import type { MailMessage } from '../../mail/mailer';
import { createMailSealer } from '../../mail/sealed-text';
import { pairingLimits } from './pairing-throttle';

const { server, call, world } = twoBatchApiForFile({ TRUST_PROXY: '1' });

const minute = 60_000;
const password = 'a guardian passphrase';

let sequence = 0;
const uniqueEmail = (name: string) => `${name}-${process.pid}-${++sequence}@family.test`;

/** A student of a batch of their own with their teacher, and a guardian signed up with the student's code. */
async function family(options: { guardianEmail?: string } = {}) {
  const batch = await createBatch(server.deps);
  const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
  const student = await createUser(server.deps, { role: 'student', firstName: 'Nila', batchId: batch.id });
  const issued = await call('POST', '/api/profile/pairing-code/', { token: student.token });
  const email = options.guardianEmail ?? uniqueEmail('parent');
  const signup = await call('POST', '/api/guardian-signup/', {
    json: {
      code: issued.body.code.toLowerCase(),
      first_name: 'Priya',
      last_name: 'Nair',
      relation: 'mother',
      email,
      password,
    },
  });
  expect(signup.status).toBe(201);
  const login = await call('POST', '/api/login/', { json: { username: email, password } });
  expect(login.status).toBe(200);
  return {
    batch,
    teacher,
    student,
    email,
    guardianToken: login.body.access as string,
    code: issued.body.code,
  };
}

describe('guardian accounts', () => {
  it('pairs with the code a student sees: single use, any case, and the guardian lands on their record', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    expect((await call('GET', '/api/profile/pairing-code/', { token: student.token })).body).toEqual({
      code: null,
      expires_at: null,
    });
    const issued = await call('POST', '/api/profile/pairing-code/', { token: student.token });
    expect(issued.status).toBe(201);
    const view = pairingCodeView.parse(issued.body);
    expect(view.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/);
    const days = (Date.parse(view.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await call('GET', '/api/profile/pairing-code/', { token: student.token })).body).toEqual(view);

    const email = uniqueEmail('father');
    const form = {
      code: ` ${view.code?.toLowerCase().replaceAll('-', '')} `,
      first_name: 'Ravi',
      last_name: 'Kumar',
      relation: 'father',
      email,
      password,
    };
    expect((await call('POST', '/api/guardian-signup/', { json: form })).status).toBe(201);
    // The code is used up: a second sign-up with it is refused, naming the field.
    const again = await call('POST', '/api/guardian-signup/', { json: { ...form, email: uniqueEmail('x') } });
    expect(again.status).toBe(400);
    expect(again.body.fields.code).toEqual([guardianTexts.codeRefused]);
    expect((await call('GET', '/api/profile/pairing-code/', { token: student.token })).body.code).toBeNull();

    const login = await call('POST', '/api/login/', { json: { username: email, password } });
    expect(login.body.user.role).toBe('guardian');
    const children = await call('GET', '/api/guardian/children/', { token: login.body.access });
    expect(children.body.children).toEqual([
      { id: student.id, first_name: 'Sam', last_name: 'Tester', batch_name: world.batchA.name },
    ]);
    const record = await server.deps.database.db
      .select()
      .from(guardians)
      .where(eq(guardians.studentId, student.id));
    expect(record).toMatchObject([{ name: 'Ravi Kumar', relation: 'father', email, weeklySummary: true }]);
  });

  it('refuses a wrong code and an e-mail that has an account', async () => {
    const wrong = await call('POST', '/api/guardian-signup/', {
      json: {
        code: 'AAAA-BBBB-CC',
        first_name: 'A',
        last_name: 'B',
        relation: 'mother',
        email: uniqueEmail('m'),
        password,
      },
    });
    expect(wrong.status).toBe(400);
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const { body } = await call('POST', '/api/profile/pairing-code/', { token: student.token });
    const taken = await call('POST', '/api/guardian-signup/', {
      json: {
        code: body.code,
        first_name: 'A',
        last_name: 'B',
        relation: 'mother',
        email: world.teacherA.email,
        password,
      },
    });
    expect(taken.status).toBe(409);
    // The refusal did not use up the code.
    expect((await call('GET', '/api/profile/pairing-code/', { token: student.token })).body.code).toBe(
      body.code,
    );
  });

  it('links a second child with its code, and the guardian picks between them', async () => {
    const first = await family();
    const sibling = await createUser(server.deps, {
      role: 'student',
      firstName: 'Arjun',
      batchId: first.batch.id,
    });
    const { body } = await call('POST', '/api/profile/pairing-code/', { token: sibling.token });
    const added = await call('POST', '/api/guardian/children/', {
      token: first.guardianToken,
      json: { code: body.code },
    });
    expect(added.status).toBe(201);
    const children = await call('GET', '/api/guardian/children/', { token: first.guardianToken });
    expect(children.body.children.map((child: { first_name: string }) => child.first_name)).toEqual([
      'Arjun',
      'Nila',
    ]);
  });

  it("ends a guardian's access when the record no longer holds their e-mail, and only then", async () => {
    const { student, email, guardianToken } = await family();
    const admin = await createUser(server.deps, { role: 'admin' });
    const reads = () =>
      call('GET', `/api/guardian/children/${student.id}/attendance/`, { token: guardianToken });
    const own = await call('GET', '/api/profile/guardians/', { token: student.token });
    expect(own.body.guardians).toEqual([
      { name: 'Priya Nair', relation: 'mother', email, mobile: '', has_account: true },
    ]);

    // Saved again with the same e-mail (in another case) and a mobile: the guardian still reads.
    const kept = await call('PUT', '/api/profile/guardians/', {
      token: student.token,
      json: {
        guardians: [
          { name: 'Priya Nair', relation: 'mother', email: email.toUpperCase(), mobile: '9812345678' },
        ],
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.guardians[0].has_account).toBe(true);
    expect((await reads()).status).toBe(200);

    // Staff correct the e-mail: the account whose address left the record reads nothing more.
    const replaced = await call('PUT', `/api/admin/students/${student.id}/guardians/`, {
      token: admin.token,
      json: { guardians: [{ name: 'Priya Nair', relation: 'mother', email: uniqueEmail('corrected') }] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.guardians[0].has_account).toBe(false);
    expect((await reads()).status).toBe(404);
    expect((await call('GET', '/api/guardian/children/', { token: guardianToken })).body.children).toEqual(
      [],
    );
    const audit = await server.deps.database.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.access_ended'), eq(auditLog.targetId, student.id)));
    expect(audit).toEqual([{ actorId: admin.id, details: { guardian_emails: [email] } }]);
  });

  it('ends the access of a guardian the student removes from their own record', async () => {
    const { student, guardianToken } = await family();
    const removed = await call('PUT', '/api/profile/guardians/', {
      token: student.token,
      json: { guardians: [{ name: 'Arjun Nair', relation: 'father', mobile: '9812345678' }] },
    });
    expect(removed.status).toBe(200);
    expect(
      (await call('GET', `/api/guardian/children/${student.id}/progress/`, { token: guardianToken })).status,
    ).toBe(404);
    const [entry] = await server.deps.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.access_ended'), eq(auditLog.targetId, student.id)));
    expect(entry.actorId).toBe(student.id);
  });

  it('sends the invitation an admin asks for from the student record, and the guardian sets a password', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const student = await createUser(server.deps, {
      role: 'student',
      firstName: 'Kiran',
      batchId: world.batchA.id,
    });
    const email = uniqueEmail('invited');
    await call('PUT', `/api/admin/students/${student.id}/guardians/`, {
      token: admin.token,
      json: {
        guardians: [
          { name: 'Meena Rao', relation: 'mother', email },
          { name: 'Old', relation: 'father', mobile: '+919812345678' },
        ],
      },
    });
    const noEmail = await call('POST', `/api/admin/students/${student.id}/guardians/2/invite/`, {
      token: admin.token,
    });
    expect(noEmail.status).toBe(400);
    const invited = await call('POST', `/api/admin/students/${student.id}/guardians/1/invite/`, {
      token: admin.token,
    });
    expect(invited.status).toBe(200);
    const mail = (await readOutbox(server)).filter((item) => item.to === email).at(-1);
    expect(mail?.subject).toContain("Kiran Tester's progress");
    const { uid, token } = await latestResetLink(server, email);
    const set = await call('POST', '/api/password-reset-confirm/', { json: { uid, token, password } });
    expect(set.status).toBe(200);
    const login = await call('POST', '/api/login/', { json: { username: email, password } });
    expect(login.body.user).toMatchObject({ role: 'guardian', first_name: 'Meena', last_name: 'Rao' });
    const children = await call('GET', '/api/guardian/children/', { token: login.body.access });
    expect(children.body.children.map((child: { id: number }) => child.id)).toEqual([student.id]);
    // A teacher or student e-mail cannot be turned into a guardian.
    await call('PUT', `/api/admin/students/${student.id}/guardians/`, {
      token: admin.token,
      json: { guardians: [{ name: 'Tara', relation: 'other', email: world.teacherA.email }] },
    });
    const refused = await call('POST', `/api/admin/students/${student.id}/guardians/1/invite/`, {
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    // Guardians cannot invite: only staff.
    expect(
      (
        await call('POST', `/api/admin/students/${student.id}/guardians/1/invite/`, {
          token: login.body.access,
        })
      ).status,
    ).toBe(403);
  });
});

describe('pairing codes', () => {
  const signupFrom = (address: string, code: string, email = uniqueEmail('guess')) =>
    call('POST', '/api/guardian-signup/', {
      headers: { 'x-forwarded-for': address },
      json: { code, first_name: 'G', last_name: 'H', relation: 'other', email, password },
    });

  it('throttles wrong codes per address like the sign-in, and a right code still works from another network', async () => {
    const guesser = '203.0.113.41';
    for (let guess = 1; guess <= pairingLimits.address.limit; guess++)
      expect((await signupFrom(guesser, `AAAA-BBBB-${guess}A`)).status).toBe(400);
    const refused = await signupFrom(guesser, 'AAAA-BBBB-ZZ');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.detail).toBe(pairingRefusals.throttled('15 minutes'));
    // The first refusal of the window is in the audit log, as a throttled sign-in is.
    const throttled = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'security.throttled'),
          sql`${auditLog.details}->>'limit' = 'pairing codes'`,
          sql`${auditLog.details}->>'address' = ${guesser}`,
        ),
      );
    expect(throttled).toHaveLength(1);
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const { body } = await call('POST', '/api/profile/pairing-code/', { token: student.token });
    // Past the allowance even a right code waits on that network; from another it pairs.
    expect((await signupFrom(guesser, body.code)).status).toBe(429);
    expect((await signupFrom('198.51.100.41', body.code)).status).toBe(201);
  });

  it("throttles a signed-in guardian's wrong codes per account, whatever the address", async () => {
    const { guardianToken } = await family();
    const addChild = (n: number) =>
      call('POST', '/api/guardian/children/', {
        token: guardianToken,
        headers: { 'x-forwarded-for': `198.18.7.${n}` },
        json: { code: 'AAAA-BBBB-CC' },
      });
    for (let guess = 1; guess <= pairingLimits.account.limit; guess++)
      expect((await addChild(guess)).status).toBe(400);
    const refused = await addChild(200);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many wrong pairing codes\. Try again in \d+ minutes?\.$/);
  });

  it(`refuses linking a guardian beyond ${maxGuardians} with a 409 naming the limit, and keeps the code`, async () => {
    const { student } = await family();
    const second = await call('POST', '/api/profile/pairing-code/', { token: student.token });
    expect((await signupFrom('198.51.100.42', second.body.code)).status).toBe(201);
    const third = await call('POST', '/api/profile/pairing-code/', { token: student.token });
    const refused = await signupFrom('198.51.100.43', third.body.code);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(pairingRefusals.guardiansFull(maxGuardians));
    expect(refused.body.detail).toContain(`${maxGuardians} guardians`);
    // Nothing was written: no account, the code still live, the record still two.
    expect((await call('GET', '/api/profile/pairing-code/', { token: student.token })).body.code).toBe(
      third.body.code,
    );
    const record = await server.deps.database.db
      .select()
      .from(guardians)
      .where(eq(guardians.studentId, student.id));
    expect(record).toHaveLength(maxGuardians);
    // A guardian already on the record, signed in, still links (their e-mail has a place).
    const existing = await family();
    const sibling = await createUser(server.deps, { role: 'student', batchId: existing.batch.id });
    await call('PUT', '/api/profile/guardians/', {
      token: sibling.token,
      json: {
        guardians: [
          { name: 'Priya Nair', relation: 'mother', email: existing.email },
          { name: 'Ravi Nair', relation: 'father', email: uniqueEmail('father') },
        ],
      },
    });
    const code = await call('POST', '/api/profile/pairing-code/', { token: sibling.token });
    const linked = await call('POST', '/api/guardian/children/', {
      token: existing.guardianToken,
      json: { code: code.body.code },
    });
    expect(linked.status).toBe(201);
  });
});

describe('what a guardian may read and do', () => {
  it("reads their own child's records as the child does", async () => {
    const { batch, student, guardianToken } = await family();
    await createClass(server.deps, batch.id, { topic: 'Vectors' });
    await createHomework(server.deps, [batch.id], { title: 'Vectors sheet' });
    const reads = [
      'next-class/',
      'announcements/',
      'homework/',
      'attendance/',
      'tests/',
      'progress/',
      'payments/',
    ];
    for (const tail of reads) {
      const own = await call('GET', `/api/guardian/children/${student.id}/${tail}`, { token: guardianToken });
      const asStudent: Record<string, string> = {
        'next-class/': '/api/student/next-class/',
        'announcements/': '/api/student/announcements/',
        'homework/': '/api/homework/',
        'attendance/': '/api/student/attendance/',
        'tests/': '/api/student/tests/',
        'progress/': '/api/student/progress/',
        'payments/': '/api/student/payments/',
      };
      const studentAnswer = await call('GET', asStudent[tail], { token: student.token });
      expect(own.status, tail).toBe(200);
      expect(own.body, tail).toEqual(studentAnswer.body);
    }
  });

  it("sees a test's scores as the child does: nothing before release, the same figures after", async () => {
    const { batch, teacher, student, guardianToken } = await family();
    const question = await createQuestion(server.deps, teacher.id);
    const later = await createOnlineTest(server.deps, [batch.id], [question.id], { release: 'after_close' });
    const atOnce = await createOnlineTest(server.deps, [batch.id], [question.id], { release: 'on_submit' });
    const results = [];
    for (const test of [later, atOnce]) {
      const attempt = await createAttempt(server.deps, test.id, student.id);
      const submitted = await call('POST', `/api/attempts/${attempt.id}/submit/`, { token: student.token });
      expect(submitted.status).toBe(200);
      const path = `/api/guardian/children/${student.id}/attempts/${attempt.id}/result/`;
      const asGuardian = await call('GET', path, { token: guardianToken });
      const asStudent = await call('GET', `/api/attempts/${attempt.id}/result/`, { token: student.token });
      expect(asGuardian.status).toBe(200);
      expect(asGuardian.body).toEqual(asStudent.body);
      results.push(asGuardian.body);
    }
    expect(results[0]).toMatchObject({ released: false, total: null, sections: [], rank: null });
    expect(results[1]).toMatchObject({ released: true, total: 0, rank: 1, sat: 1 });
    expect(results[1].sections).toEqual([{ title: 'Section A', score: 0, max: 4 }]);
    // Another family's guardian learns nothing of it.
    const other = await family();
    const attemptId = results[1].attempt_id;
    expect(
      (
        await call('GET', `/api/guardian/children/${student.id}/attempts/${attemptId}/result/`, {
          token: other.guardianToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('GET', `/api/guardian/children/${other.student.id}/attempts/${attemptId}/result/`, {
          token: other.guardianToken,
        })
      ).status,
    ).toBe(403);
  });

  it("pays for their own child with the code the fees page gives, and learns no other child's", async () => {
    const { student, guardianToken } = await family();
    const own = await call('GET', `/api/guardian/children/${student.id}/payments/`, { token: guardianToken });
    expect(own.status).toBe(200);
    const started = await call('POST', '/api/payments/', {
      token: guardianToken,
      headers: { 'x-forwarded-for': '198.51.100.60' },
      json: { username: own.body.email, admission_code: own.body.admission_code, plan: '6month' },
    });
    expect(started.status).toBe(201);
    expect(started.body.amount_minor).toBe(2_000_000);
    const afterwards = await call('GET', `/api/guardian/children/${student.id}/payments/`, {
      token: guardianToken,
    });
    expect(afterwards.body.requests.map((r: { reference: string }) => r.reference)).toEqual([
      started.body.reference,
    ]);
    const other = await call('GET', `/api/guardian/children/${world.studentB.id}/payments/`, {
      token: guardianToken,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toMatch(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/);
  });

  it("is refused another student's records, hand-ins and the child's profile", async () => {
    const { student, guardianToken } = await family();
    for (const tail of ['attendance/', 'progress/', 'homework/', 'payments/', 'mail-settings/']) {
      const other = await call('GET', `/api/guardian/children/${world.studentB.id}/${tail}`, {
        token: guardianToken,
      });
      expect(other.status, tail).toBe(404);
    }
    const homework = await createHomework(server.deps, [world.batchA.id]);
    const handIn = await call('POST', '/api/submissions/', {
      token: guardianToken,
      json: { homework: homework.id, drive_link: 'https://drive.google.com/file/d/x' },
    });
    expect(handIn.status).toBe(403);
    const guardiansEdit = await call('PUT', '/api/profile/guardians/', {
      token: guardianToken,
      json: { guardians: [{ name: 'X', relation: 'other', email: 'x@example.test' }] },
    });
    expect(guardiansEdit.status).toBe(403);
    for (const path of ['/api/student/attendance/', '/api/student/progress/', '/api/homework/']) {
      expect((await call('GET', path, { token: guardianToken })).status, path).toBe(403);
    }
    // Students and teachers have no guardian area.
    expect(
      (await call('GET', `/api/guardian/children/${student.id}/progress/`, { token: student.token })).status,
    ).toBe(403);
  });

  it('refuses markings by a student and by the teacher of another batch, and takes the own teacher’s', async () => {
    const { batch, teacher, student } = await family();
    const item = await createClass(server.deps, batch.id, { startTime: new Date(Date.now() - 5 * minute) });
    const entries = [{ student_id: student.id, status: 'present' }];
    const path = `/api/classes/${item.id}/attendance/`;
    expect((await call('PUT', path, { token: student.token, json: { entries } })).status).toBe(403);
    expect((await call('PUT', path, { token: world.teacherB.token, json: { entries } })).status).toBe(403);
    expect((await call('PUT', path, { token: teacher.token, json: { entries } })).status).toBe(200);
  });
});

describe('guardian mail', () => {
  it('mails the guardian the same day a student is marked absent, once a class, with a one-click off', async () => {
    const { batch, teacher, student, email, guardianToken } = await family();
    const item = await createClass(server.deps, batch.id, {
      topic: 'Kinematics',
      startTime: new Date(Date.now() - 5 * minute),
    });
    const path = `/api/classes/${item.id}/attendance/`;
    const mark = (status: string, remark = '') =>
      call('PUT', path, {
        token: teacher.token,
        json: { entries: [{ student_id: student.id, status, remark }] },
      });
    expect((await mark('absent')).status).toBe(200);
    expect((await mark('absent', 'no word from home')).status).toBe(200);
    const absences = (await readOutbox(server)).filter((mail) => mail.to === email);
    expect(absences).toHaveLength(1);
    expect(absences[0].subject).toBe('Nila was absent from class today');
    expect(absences[0].text).toContain('marked absent from "Kinematics"');
    const headers = (absences[0] as { headers?: Record<string, string> }).headers ?? {};
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(headers['List-Unsubscribe'].slice(1, -1));
    // The one unsubscribe link of every mail: its page, and its address for a mail client's one click.
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe/');
    const page = absences[0].text.match(/To stop these absence mails, open:\n(\S+)/)?.[1];
    expect(page && new URL(page).pathname).toBe('/unsubscribe');
    expect(await call('GET', `${oneClick.pathname}${oneClick.search}`)).toMatchObject({
      status: 200,
      body: { mail: { for: 'guardian', kind: 'absence' }, done: false },
    });

    // The mail client's one-click POST, without signing in, turns the absence mail off.
    const off = await call('POST', `${oneClick.pathname}${oneClick.search}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off).toMatchObject({
      status: 200,
      body: { mail: { for: 'guardian', kind: 'absence' }, done: true },
    });
    const settings = await call('GET', `/api/guardian/children/${student.id}/mail-settings/`, {
      token: guardianToken,
    });
    expect(settings.body).toEqual({ weekly_summary: true, absence_mail: false });

    // A forged token is refused and changes nothing.
    const forged = await call('POST', `${oneClick.pathname}?token=${oneClick.searchParams.get('token')}x`);
    expect(forged.status).toBe(404);

    // Off now: the next absence sends nothing.
    const next = await createClass(server.deps, batch.id, { startTime: new Date(Date.now() - 4 * minute) });
    await call('PUT', `/api/classes/${next.id}/attendance/`, {
      token: teacher.token,
      json: { entries: [{ student_id: student.id, status: 'absent' }] },
    });
    expect((await readOutbox(server)).filter((mail) => mail.to === email)).toHaveLength(1);

    // The guardian turns it back on from their settings.
    const on = await call('PUT', `/api/guardian/children/${student.id}/mail-settings/`, {
      token: guardianToken,
      json: { weekly_summary: true, absence_mail: true },
    });
    expect(on.body).toEqual({ weekly_summary: true, absence_mail: true });
  });

  it('still takes the unsubscribe links of guardian mails sent before every mail had one kind', async () => {
    const { student, email, guardianToken } = await family();
    // The token and address those mails carry: a key of their own, and the guardian mails' own path.
    const before = signedLinkTokens(
      testJwtSecret,
      { salt: 'guardian-mail', info: 'mail off links' },
      z.object({ s: z.number(), e: z.string(), k: z.enum(['weekly', 'absence']) }),
    ).sign({ s: student.id, e: email, k: 'weekly' });
    expect(await call('GET', `/api/notifications/unsubscribe/?token=${before}`)).toMatchObject({
      status: 200,
      body: { mail: { for: 'guardian', kind: 'weekly' }, done: false },
    });
    const off = await call('POST', `/api/guardian-mail/off/?token=${before}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off).toMatchObject({
      status: 200,
      body: { mail: { for: 'guardian', kind: 'weekly' }, done: true },
    });
    const settings = await call('GET', `/api/guardian/children/${student.id}/mail-settings/`, {
      token: guardianToken,
    });
    expect(settings.body).toEqual({ weekly_summary: false, absence_mail: true });
    // A link for an e-mail that is not on the child's record is not valid.
    const stranger = createUnsubscribeLinks(testJwtSecret).sign({
      for: 'guardian',
      studentId: student.id,
      email: uniqueEmail('stranger'),
      kind: 'absence',
    });
    expect((await call('POST', `/api/guardian-mail/off/?token=${stranger}`)).status).toBe(404);
    expect((await call('POST', '/api/guardian-mail/off/')).status).toBe(400);
  });

  it('sends the weekly summary once per guardian even with two job runners on one database', async () => {
    const { student, email } = await family();
    const { db } = server.deps.database;
    const sent: MailMessage[] = [];
    const sealer = createMailSealer(testJwtSecret);
    const runner = () => {
      const settings = {
        db,
        sealer,
        unsubscribeLinks: createUnsubscribeLinks(testJwtSecret),
        siteUrl: 'http://localhost:8000',
        poke: () => {},
      };
      return createJobRunner({
        db,
        handlers: {
          [mailJobKind]: sendQueuedMail({ send: async (message) => void sent.push(message) }, sealer),
          [guardianJobKinds.weekly]: weeklySummaryJob(settings),
        },
        logLevel: 'silent',
      });
    };
    // Last week's job, due now, queued by both servers: the week's key keeps one.
    const lastWeek = academyWeekOf(new Date(Date.now() - 7 * 86_400_000));
    const queue = () =>
      db
        .insert(jobs)
        .values({
          kind: guardianJobKinds.weekly,
          payload: { week: lastWeek },
          dedupeKey: `${guardianJobKinds.weekly}:test-${lastWeek}-${student.id}`,
        })
        .onConflictDoNothing({ target: jobs.dedupeKey });
    await Promise.all([queue(), queue()]);
    // The server's own runner must not take it: these two runners race for it.
    const [one, two] = [runner(), runner()];
    one.poke();
    two.poke();
    await Promise.all([one.settled(), two.settled()]);
    one.poke();
    two.poke();
    await Promise.all([one.settled(), two.settled()]);
    const mine = sent.filter((mail) => mail.to === email);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe("Nila's week at Shikhar Academy");
    expect(mine[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The handler queued next week's job under its week's key.
    const thisWeek = academyWeekOf(new Date());
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, guardianJobKinds.weekly), like(jobs.dedupeKey, `%${thisWeek}`)));
    expect(queued).toHaveLength(1);
    // Every server queues the current week's at start; still one.
    expect(await scheduleWeeklySummary(db)).toBe(false);
  });
});
