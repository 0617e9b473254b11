import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { jobRetry } from '../jobs/job-queue';
import { createJobRunner } from '../jobs/job-runner';
import { mailJobKind, sendQueuedMail } from './mail-job';
import type { MailMessage, MailTransport } from './mailer';
import { createQueuedMailer } from './queued-mailer';
import { createMailSealer } from './sealed-text';

let database: DatabaseHandle;

beforeAll(async () => {
  // On PostgreSQL (TEST_DATABASE_URL) two job runners really race for rows over separate connections.
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(jobs));
afterEach(() => vi.useRealTimers());

/** A transport that keeps what it sent, and fails while `failing` is set. */
function recordingTransport() {
  const sent: MailMessage[] = [];
  const transport: MailTransport & { failing: boolean } = {
    failing: false,
    async send(message) {
      if (transport.failing) throw new Error('SMTP 451: try again later');
      sent.push(message);
    },
  };
  return { transport, sent };
}

/** A server's mailer, with the job runner that sends its mail. */
function mailer(transport: MailTransport) {
  const runner = createJobRunner({
    db: database.db,
    handlers: { [mailJobKind]: sendQueuedMail(transport, sealer) },
    logLevel: 'silent',
  });
  return createQueuedMailer({ jobs: runner, sealer, logLevel: 'silent' });
}
const sealer = createMailSealer('test-secret-that-is-long-enough-for-hs256');
const message = (n: number) => ({ to: `student${n}@demo.school`, subject: `Mail ${n}`, text: `Link ${n}` });

describe('queued mailer', () => {
  it("keeps a queued mail's text sealed in its row, and sends it as written", async () => {
    const { transport, sent } = recordingTransport();
    transport.failing = true;
    const queued = mailer(transport);
    const link = {
      to: 'a@demo.school',
      subject: 'Reset',
      text: 'Open https://x.test/reset?uid=1&token=T0kenT0ken',
    };
    await queued.enqueue(database.db, link);
    queued.poke();
    await queued.settled();
    const [waiting] = await database.db.select().from(jobs);
    expect(waiting).toMatchObject({ payload: { to: link.to, subject: link.subject }, doneAt: null });
    expect(JSON.stringify(waiting)).not.toContain('T0kenT0ken');
    expect(waiting.secret).not.toContain('https://');
    // Another secret cannot open it: the key is the server's own.
    expect(() => createMailSealer('another-secret-that-is-long-enough-too').open(waiting.secret)).toThrow(
      /another signing secret/,
    );

    transport.failing = false;
    await database.db.update(jobs).set({ runAt: new Date(0) });
    queued.poke();
    await queued.settled();
    expect(sent).toEqual([link]);
  });

  it('sends queued mail once poked, and keeps no text of a sent mail', async () => {
    const { transport, sent } = recordingTransport();
    const queued = mailer(transport);
    await queued.enqueue(database.db, message(1));
    queued.poke();
    await queued.settled();
    expect(sent).toEqual([message(1)]);
    const [row] = await database.db.select().from(jobs);
    expect(row.doneAt).not.toBeNull();
    expect(row.secret).toBe('');
  });

  it('keeps mail the transport refused and sends it on a later try', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { transport, sent } = recordingTransport();
    const queued = mailer(transport);
    transport.failing = true;
    await queued.enqueue(database.db, message(2));
    queued.poke();
    await queued.settled();
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: expect.stringContaining('451') });

    transport.failing = false;
    queued.poke();
    await queued.settled();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(jobRetry.firstDelaySeconds * 1000);
    queued.poke();
    await queued.settled();
    expect(sent).toEqual([message(2)]);
  });

  it('gives up after the last attempt, keeping the error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { transport } = recordingTransport();
    transport.failing = true;
    const queued = mailer(transport);
    await queued.enqueue(database.db, message(3));
    for (let attempt = 0; attempt < jobRetry.maxAttempts + 2; attempt++) {
      queued.poke();
      await queued.settled();
      vi.advanceTimersByTime(jobRetry.maxDelaySeconds * 1000);
    }
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ attempts: jobRetry.maxAttempts, doneAt: null, secret: '' });
    expect(row.gaveUpAt).not.toBeNull();
  });

  it('sends each mail once when two servers drain one queue', async () => {
    const { transport, sent } = recordingTransport();
    const [first, second] = [mailer(transport), mailer(transport)];
    for (let n = 0; n < 40; n++) await first.enqueue(database.db, message(n));
    first.poke();
    second.poke();
    await Promise.all([first.settled(), second.settled()]);
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 40 }, (_, n) => message(n).to).sort(),
    );
    const sentRows = await database.db.select().from(jobs).where(eq(jobs.secret, ''));
    expect(sentRows).toHaveLength(40);
  });

  it('runs deferred work after the caller goes on, then sends the mail it queued', async () => {
    const { transport, sent } = recordingTransport();
    const queued = mailer(transport);
    const order: string[] = [];
    queued.afterAnswer('test mail', async () => {
      order.push('deferred work');
      await queued.enqueue(database.db, message(5));
    });
    order.push('answer');
    await queued.settled();
    expect(order).toEqual(['answer', 'deferred work']);
    expect(sent).toEqual([message(5)]);
  });
});
