import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../tests/support/fixtures';
import { latestResetLink } from '../../../tests/support/outbox';
import { postJson } from '../../../tests/support/post-json';
import { testServerForFile } from '../../../tests/support/test-server-for-file';
import { auditLog } from '../../db/schema';

// Behind one trusted proxy, so each request says which address it comes from.
const server = testServerForFile({ TRUST_PROXY: '1' });
afterEach(() => vi.useRealTimers());

const loginFrom = (address: string, username: string, password: string) =>
  postJson(server.url, '/api/login/', { username, password }, { 'x-forwarded-for': address });

describe('guessing one password from many addresses', () => {
  it('makes every try after the tenth wait twice as long as the last, until a reset clears it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = await createUser(server.deps, { role: 'teacher', password: 'owner-pass-2026' });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await loginFrom(`198.18.${i}.1`, owner.email, `guess${i}`)).status);
    // Ten free tries and the eleventh, after which the twelfth must wait.
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(statuses.slice(11)).toEqual(Array(49).fill(429));

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await loginFrom('198.19.0.1', owner.email, 'guess-again');
      expect(refused.status).toBe(429);
      expect(refused.body.detail).toMatch(/for this e-mail.*reset your password/i);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      vi.advanceTimersByTime(wait * 1000);
      expect((await loginFrom('198.19.0.2', owner.email, 'guess-after-waiting')).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8]);
    // The right password waits its turn too: it is not checked during the wait.
    expect((await loginFrom('198.19.0.3', owner.email, 'owner-pass-2026')).status).toBe(429);

    const [event] = await server.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'security.login_failures'));
    expect(event).toMatchObject({ actorId: null, targetType: 'user', targetLabel: owner.email });

    // The owner's reset mail still works, and the new password signs in at once.
    const reset = await postJson(server.url, '/api/password-reset/', {
      email: owner.email,
      redirect_url: `${server.url}/reset-password`,
    });
    expect(reset.status).toBe(200);
    const { uid, token } = await latestResetLink(server, owner.email);
    const confirm = await postJson(server.url, '/api/password-reset-confirm/', {
      uid,
      token,
      password: 'owner-new-pass-2026',
    });
    expect(confirm.status).toBe(200);
    expect((await loginFrom('198.19.0.4', owner.email, 'owner-new-pass-2026')).status).toBe(200);
  }, 180_000);

  it('counts guesses at an unknown e-mail alike, so a wait tells nothing about who has an account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await loginFrom(`198.18.100.${i}`, 'nobody@unknown.test', `guess${i}`)).status);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
  }, 180_000);
});

describe('IPv6 clients', () => {
  it('are counted by their /64: a spray from many addresses of one network is stopped, another network is not', async () => {
    const network = '2001:db8:77:1';
    for (let i = 0; i < 30; i++) {
      const answer = await loginFrom(
        `${network}::${(i + 1).toString(16)}`,
        `spray${i}@ipv6.test`,
        'learn2026',
      );
      expect(answer.status).toBe(401);
    }
    const sprayer = await loginFrom(`${network}:ffff:ffff:ffff:ffff`, 'spray30@ipv6.test', 'learn2026');
    expect(sprayer.status).toBe(429);
    expect(sprayer.body.detail).toMatch(/from your network/i);
    expect((await loginFrom('2001:db8:77:2::1', 'spray31@ipv6.test', 'learn2026')).status).toBe(401);
  }, 180_000);
});
