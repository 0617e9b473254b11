import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { LogLevel } from '../config';
import { batchedWhileBusy } from '../db/batched-while-busy';
import type { DomainEvent } from '../domain/domain-event';
import { log } from '../logger';
import type { EventBus } from './bus';
import { nextTurn } from './next-turn';

const notifyChannel = 'realtime_events';
// NOTIFY refuses payloads of 8000 bytes or more; base64 parts stay ASCII, so characters are bytes.
const partLength = 7000;

type Parts = { received: number; chunks: string[] };

/** `eventId:index:total:base64` notifications, sent in one statement so they commit together. */
function encodeParts(event: DomainEvent): string[] {
  const encoded = Buffer.from(JSON.stringify(event)).toString('base64');
  const eventId = randomUUID();
  const total = Math.max(1, Math.ceil(encoded.length / partLength));
  return Array.from(
    { length: total },
    (_, index) =>
      `${eventId}:${index}:${total}:${encoded.slice(index * partLength, (index + 1) * partLength)}`,
  );
}

/**
 * Tells every server on the database about events, in one statement (one transaction, so in order);
 * the admin CLI's connection uses it alone.
 */
export async function notifyServers(pool: pg.Pool, ...events: DomainEvent[]): Promise<void> {
  // Named, so each connection parses and plans it once (mock-server/db/named-statement.ts).
  await pool.query({
    name: 'notify-servers',
    text: 'select pg_notify($1, part) from unnest($2::text[]) as part',
    values: [notifyChannel, events.flatMap(encodeParts)],
  });
}

/** Events published while a NOTIFY is out wait for the next, at most this many in it. */
const mostEventsANotify = 100;

/**
 * Fan-out across every server on one PostgreSQL database: a publish is a NOTIFY, and each server
 * (this one included) hears it on its own LISTEN connection and hands it to its hub.
 */
export async function createPostgresBus(
  pool: pg.Pool,
  { logLevel = 'error', reconnectDelayMs = 1000 }: { logLevel?: LogLevel; reconnectDelayMs?: number } = {},
): Promise<EventBus> {
  const handlers = new Set<(event: DomainEvent) => void>();
  const pending = new Map<string, Parts>();
  let listener: pg.PoolClient | undefined;
  /** The listener once its LISTEN has answered, and how many times one has been. */
  let hearing: pg.PoolClient | undefined;
  let epoch = 0;
  let closed = false;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== notifyChannel || !notification.payload) return;
    const [eventId, index, total, chunk] = notification.payload.split(':');
    const parts = pending.get(eventId) ?? { received: 0, chunks: new Array<string>(Number(total)) };
    parts.chunks[Number(index)] = chunk;
    parts.received += 1;
    if (parts.received < parts.chunks.length) {
      pending.set(eventId, parts);
      return;
    }
    pending.delete(eventId);
    const event = JSON.parse(Buffer.from(parts.chunks.join(''), 'base64').toString('utf8')) as DomainEvent;
    for (const handler of handlers) handler(event);
  };

  /**
   * Gives the LISTEN connection up for good: destroyed rather than returned to the pool, so no
   * other query ever gets a connection still listening or still carrying these handlers.
   */
  const letGo = (client: pg.PoolClient, error?: Error) => {
    listener = undefined;
    hearing = undefined;
    client.removeListener('notification', onNotification);
    client.release(error ?? true);
  };

  const retryLater = () => {
    const retry = () => {
      if (closed) return;
      listen().catch(() => setTimeout(retry, reconnectDelayMs));
    };
    setTimeout(retry, reconnectDelayMs);
  };

  // A dropped LISTEN connection is replaced, so one database restart does not silence the sockets for good.
  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    listener = client;
    client.on('notification', onNotification);
    // `on`, not `once`: a connection can report more than one error while it dies, and an 'error'
    // with no handler would end the process. Errors of a connection already let go are ignored.
    client.on('error', (error) => {
      if (listener !== client) return;
      log(logLevel, 'error', 'realtime listener lost', { error: String(error) });
      letGo(client, error);
      retryLater();
    });
    try {
      await client.query(`listen ${notifyChannel}`);
    } catch (error) {
      if (listener === client) letGo(client, error as Error);
      throw error;
    }
    if (listener !== client) return;
    hearing = client;
    epoch += 1;
  };
  await listen();

  /**
   * PostgreSQL sends a listening connection every notification committed before a statement it runs
   * ahead of that statement's answer, and pg hands each to `onNotification` as it parses it: so once
   * an empty statement on that connection answers, the events committed before it was sent have all
   * reached the subscribers. Empty rather than `select 1`: it is sent for most reads, and has no
   * plan for the database to make nor row for the client to parse.
   */
  const roundTrip = async (): Promise<number | null> => {
    const client = hearing;
    const at = epoch;
    if (!client) return null;
    try {
      await client.query('');
    } catch {
      return null;
    }
    return hearing === client && epoch === at ? at : null;
  };
  // Callers share round trips: each waits for the first one sent after it asked, at most one in
  // flight. The next is sent once the event loop has read what was ready with the last one's answer,
  // so that every request read in that turn shares it: sent as soon as the answer came, it served only
  // the requests read before it.
  let lastTrip: Promise<unknown> = Promise.resolve();
  let queuedTrip: Promise<number | null> | undefined;
  const caughtUp = () => {
    queuedTrip ??= lastTrip.then(nextTurn).then(() => {
      queuedTrip = undefined;
      const trip = roundTrip();
      lastTrip = trip;
      return trip;
    });
    return queuedTrip;
  };

  // Each NOTIFY is a transaction of its own on the database: at a thousand writes a second,
  // sending the events committed meanwhile together saves the database most of that work.
  const publish = batchedWhileBusy(async (events: DomainEvent[]) => {
    await notifyServers(pool, ...events);
    return events.map(() => undefined);
  }, mostEventsANotify);

  return {
    publish,
    caughtUp,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      if (listener) letGo(listener);
    },
  };
}
