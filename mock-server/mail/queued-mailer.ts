import type { LogLevel } from '../config';
import type { Database } from '../db/client';
import { log } from '../logger';
import { claimDueMail, enqueueMail, markFailed, markSent } from './mail-queue';
import type { Mailer, MailTransport } from './mailer';
import type { MailSealer } from './sealed-text';

const claimBatch = 10;
// Retries fall due, and other processes queue mail this one is not poked for.
const pollIntervalMs = 10_000;

/** The mailer of a server: queue in the database, drained here through `transport`. */
export function createQueuedMailer(options: {
  db: Database;
  transport: MailTransport;
  /** Seals each mail's text in the queue and opens it to send. */
  sealer: MailSealer;
  logLevel: LogLevel;
}): Mailer {
  const { db, transport, sealer, logLevel } = options;
  const deferred = new Set<Promise<void>>();
  let draining: Promise<void> | undefined;
  let drainAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** Sends one batch of due mail; true when there may be more. */
  async function sendBatch(): Promise<boolean> {
    const claimed = await claimDueMail(db, new Date(), claimBatch);
    for (const mail of claimed) {
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: sealer.open(mail.text) });
        await markSent(db, mail.id, new Date());
      } catch (error) {
        log(logLevel, 'warn', 'mail not sent, will retry', {
          id: mail.id,
          attempt: mail.attempts,
          error: String(error),
        });
        await markFailed(db, mail, String(error), new Date());
      }
    }
    return claimed.length === claimBatch;
  }

  function poke() {
    if (stopped) return;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = (async () => {
      do {
        drainAgain = false;
        while (!stopped && (await sendBatch()));
      } while (drainAgain && !stopped);
    })()
      .catch((error) => log(logLevel, 'error', 'mail drain failed', { error: String(error) }))
      .finally(() => {
        draining = undefined;
      });
  }

  async function settled() {
    while (deferred.size > 0 || draining) {
      await Promise.all([...deferred]);
      await draining;
    }
  }

  return {
    enqueue: (tx, message) => enqueueMail(tx, { ...message, text: sealer.seal(message.text) }),
    poke,
    afterAnswer(what, task) {
      const run = (async () => {
        // A tick later than the answer, so none of this work is timed with it.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await task();
      })()
        .catch((error) => log(logLevel, 'error', `${what} failed`, { error: String(error) }))
        .finally(() => {
          deferred.delete(run);
          poke();
        });
      deferred.add(run);
    },
    settled,
    start() {
      timer ??= setInterval(poke, pollIntervalMs);
      timer.unref();
      poke();
    },
    async stop() {
      await Promise.all([...deferred]);
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}
