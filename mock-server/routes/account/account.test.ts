import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiClient } from '../../../tests/api/support/api-client';
import { createUser } from '../../../tests/support/fixtures';
import { testServerForFile } from '../../../tests/support/test-server-for-file';
import { auditLog } from '../../db/schema';

const server = testServerForFile({ TRUST_PROXY: '1' });
const call: ApiCall = (...args) => apiClient(server.url)(...args);

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function signIn(email: string, password: string, userAgent: string, address: string) {
  const answer = await call('POST', '/api/login/', {
    json: { username: email, password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(answer.status).toBe(200);
  return answer.body as { access: string; refresh: string };
}

const profileStatus = async (access: string) =>
  (await call('GET', '/api/profile/', { token: access })).status;
const refreshStatus = async (refresh: string) =>
  (await call('POST', '/api/token/refresh/', { json: { refresh } })).status;

async function person(role: 'student' | 'teacher' | 'admin' = 'teacher') {
  const password = 'own-password-2026';
  const user = await createUser(server.deps, { role, password });
  return { ...user, password };
}

describe('own sessions', () => {
  it('lists the live sessions with device, address, signed in and last seen, this one first', async () => {
    const me = await person();
    const laptop = await signIn(me.email, me.password, firefox, '192.0.2.1');
    await signIn(me.email, me.password, phone, '2001:db8::7');
    const list = await call('GET', '/api/account/sessions/', { token: laptop.access });
    expect(list.status).toBe(200);
    // The fixture's own session, the laptop's and the phone's.
    expect(list.body).toHaveLength(3);
    expect(list.body[0]).toMatchObject({ device: 'Firefox on Windows', address: '192.0.2.1', current: true });
    expect(list.body).toContainEqual(
      expect.objectContaining({ device: 'Chrome on Android', address: '2001:db8::7', current: false }),
    );
    for (const session of list.body) {
      expect(Date.parse(session.signed_in_at)).not.toBeNaN();
      expect(Date.parse(session.last_seen_at)).not.toBeNaN();
    }
    expect((await call('GET', '/api/account/sessions/')).status).toBe(401);
  });

  it('signs out one of them, but never another user’s', async () => {
    const me = await person();
    const other = await person('student');
    const laptop = await signIn(me.email, me.password, firefox, '192.0.2.2');
    const phoneSession = await signIn(me.email, me.password, phone, '192.0.2.3');
    const othersSession = await signIn(other.email, other.password, firefox, '192.0.2.4');
    const list = await call('GET', '/api/account/sessions/', { token: othersSession.access });
    const othersId = list.body.find((session: { current: boolean }) => session.current).id;

    const refused = await call('POST', '/api/account/sessions/end/', {
      token: laptop.access,
      json: { session_id: othersId },
    });
    expect(refused.status).toBe(404);
    expect(await profileStatus(othersSession.access)).toBe(200);

    const mine = await call('GET', '/api/account/sessions/', { token: laptop.access });
    const phoneId = mine.body.find(
      (session: { device: string }) => session.device === 'Chrome on Android',
    ).id;
    const ended = await call('POST', '/api/account/sessions/end/', {
      token: laptop.access,
      json: { session_id: phoneId },
    });
    expect(ended.status).toBe(200);
    expect(await profileStatus(phoneSession.access)).toBe(401);
    expect(await refreshStatus(phoneSession.refresh)).toBe(401);
    expect(await profileStatus(laptop.access)).toBe(200);
    expect(
      (await call('POST', '/api/account/sessions/end/', { token: laptop.access, json: {} })).status,
    ).toBe(400);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const me = await person('admin');
    const here = await signIn(me.email, me.password, firefox, '192.0.2.5');
    const elsewhere = await signIn(me.email, me.password, phone, '192.0.2.6');
    const answer = await call('POST', '/api/account/sessions/end-others/', { token: here.access });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toBe('Signed out 2 other sessions.');
    expect(await profileStatus(elsewhere.access)).toBe(401);
    expect(await profileStatus(me.token)).toBe(401);
    expect(await profileStatus(here.access)).toBe(200);
    const list = await call('GET', '/api/account/sessions/', { token: here.access });
    expect(list.body.map((session: { current: boolean }) => session.current)).toEqual([true]);
  });
});

describe('changing one’s password while signed in', () => {
  it('needs the current password, ends every other session, keeps this one, and is audited', async () => {
    const me = await person('student');
    const here = await signIn(me.email, me.password, firefox, '192.0.2.7');
    const elsewhere = await signIn(me.email, me.password, phone, '192.0.2.8');
    const wrong = await call('POST', '/api/account/password/', {
      token: here.access,
      json: { current_password: 'not-my-password', new_password: 'a-brand-new-passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.current_password).toEqual(['This is not your current password.']);
    expect(await profileStatus(elsewhere.access)).toBe(200);

    const weak = await call('POST', '/api/account/password/', {
      token: here.access,
      json: { current_password: me.password, new_password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('new_password');

    const changed = await call('POST', '/api/account/password/', {
      token: here.access,
      json: { current_password: me.password, new_password: 'a-brand-new-passphrase' },
    });
    expect(changed.status).toBe(200);
    expect(await profileStatus(elsewhere.access)).toBe(401);
    expect(await refreshStatus(elsewhere.refresh)).toBe(401);
    expect(await profileStatus(here.access)).toBe(200);
    expect(await refreshStatus(here.refresh)).toBe(200);
    const login = (password: string) =>
      call('POST', '/api/login/', { json: { username: me.email, password } }).then((a) => a.status);
    expect(await login(me.password)).toBe(401);
    expect(await login('a-brand-new-passphrase')).toBe(200);

    const [entry] = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.password_change'), eq(auditLog.targetId, me.id)));
    expect(entry).toMatchObject({ actorId: me.id, details: { other_sessions_ended: 2 } });
  });

  it('limits wrong current passwords like sign-ins', async () => {
    const me = await person();
    const here = await signIn(me.email, me.password, firefox, '192.0.2.9');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await call('POST', '/api/account/password/', {
        token: here.access,
        json: { current_password: `guess-${i}`, new_password: 'a-brand-new-passphrase' },
        headers: { 'x-forwarded-for': '192.0.2.9' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  }, 30_000);
});

describe('security events in the audit log', () => {
  it('records a reused refresh token, and an admin’s export of personal data', async () => {
    const me = await person('student');
    const session = await signIn(me.email, me.password, firefox, '192.0.2.10');
    const rotated = await call('POST', '/api/token/refresh/', { json: { refresh: session.refresh } });
    expect(rotated.status).toBe(200);
    // Past the grace for a second tab, a reuse is a stolen copy.
    await server.deps.database.db.execute(
      "update refresh_tokens set rotated_at = now() - interval '1 hour' where rotated_at is not null",
    );
    expect(await refreshStatus(session.refresh)).toBe(401);
    const [reuse] = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'security.refresh_reuse'), eq(auditLog.targetId, me.id)));
    expect(reuse).toMatchObject({ actorId: null, targetLabel: me.email });

    const admin = await person('admin');
    const exported = await call('GET', '/api/admin/students/export/?status=active', { token: admin.token });
    expect(exported.status).toBe(200);
    const page = await call('GET', '/api/admin/audit/?page_size=100', { token: admin.token });
    expect(page.body.items).toContainEqual(
      expect.objectContaining({
        action: 'data.export',
        actor: expect.objectContaining({ id: admin.id }),
        target_type: 'export',
        target_label: 'students',
        details: { filter: 'status=active' },
      }),
    );
    expect(page.body.items).toContainEqual(
      expect.objectContaining({ action: 'security.refresh_reuse', actor: null, target_label: me.email }),
    );
  });
});
