import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { mailQueue } from '../db/schema';
import { mailRetry } from './mail-queue';
import type { MailMessage, MailTransport } from './mailer';
import { createQueuedMailer } from './queued-mailer';
import { createMailSealer } from './sealed-text';

let database: DatabaseHandle;

beforeAll(async () => {
  // On PostgreSQL (TEST_DATABASE_URL) two drainers really race for rows over separate connections.
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(mailQueue));
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

const mailer = (transport: MailTransport) =>
  createQueuedMailer({ db: database.db, transport, sealer, logLevel: 'silent' });
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
    const [waiting] = await database.db.select().from(mailQueue);
    expect(waiting).toMatchObject({ recipient: link.to, subject: link.subject, sentAt: null });
    expect(waiting.text).not.toContain('T0kenT0ken');
    expect(waiting.text).not.toContain('https://');
    // Another secret cannot open it: the key is the server's own.
    expect(() => createMailSealer('another-secret-that-is-long-enough-too').open(waiting.text)).toThrow(
      /another signing secret/,
    );

    transport.failing = false;
    await database.db.update(mailQueue).set({ nextAttemptAt: new Date(0) });
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
    const [row] = await database.db.select().from(mailQueue);
    expect(row.sentAt).not.toBeNull();
    expect(row.text).toBe('');
  });

  it('keeps mail the transport refused and sends it on a later try', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { transport, sent } = recordingTransport();
    const queued = mailer(transport);
    transport.failing = true;
    await queued.enqueue(database.db, message(2));
    queued.poke();
    await queued.settled();
    const [failed] = await database.db.select().from(mailQueue);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('451') });

    transport.failing = false;
    queued.poke();
    await queued.settled();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(mailRetry.firstDelaySeconds * 1000);
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
    for (let attempt = 0; attempt < mailRetry.maxAttempts + 2; attempt++) {
      queued.poke();
      await queued.settled();
      vi.advanceTimersByTime(mailRetry.maxDelaySeconds * 1000);
    }
    const [row] = await database.db.select().from(mailQueue);
    expect(row).toMatchObject({ attempts: mailRetry.maxAttempts, sentAt: null, text: '' });
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
    const unsent = await database.db.select().from(mailQueue).where(eq(mailQueue.text, ''));
    expect(unsent).toHaveLength(40);
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
