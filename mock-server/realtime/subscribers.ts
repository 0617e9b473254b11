import type { WSContext } from 'hono/ws';
import type WebSocket from 'ws';
import type { Audience, Delivery, DomainEvent } from '../domain/domain-event';
import type { Admit, Viewer } from './admission';

/** WebSocket.OPEN, as a number: ws's class is not loaded for its type alone. */
const openState = 1;

/**
 * An open socket on one channel. `user` and `batchIds` are refreshed in place when the user's access
 * changes; `admit` is the channel's rule, kept to run again then.
 */
export type Subscriber = Viewer & {
  channel: string;
  /** As @hono/node-ws opens it: `raw` is the ws socket. */
  socket: WSContext<WebSocket>;
  admit: Admit;
  /** The sign-in session of the token the socket opened with, when the token names one. */
  sessionId?: string;
  tokenExpiresAt: Date;
  /** Stops the timer that ends the socket at its token's expiry or its subscription's end. */
  cancelDeadline?: () => void;
  /** Deliveries kept back while the channel's initial snapshot is read (initial-snapshot.ts), sent after it. */
  held?: string[];
};

function reaches(subscriber: Subscriber, audience: Audience | undefined): boolean {
  if (!audience) return true;
  const { user, batchIds } = subscriber;
  if (audience.userId !== undefined && audience.userId !== user.id) return false;
  if (audience.role !== undefined && audience.role !== user.role) return false;
  if (audience.batchIds && !audience.batchIds.some((batchId) => batchIds.has(batchId))) return false;
  return !audience.exceptUserIds?.includes(user.id);
}

/** Only while the socket is open: once ws has begun closing it, no data frame may follow its close frame. */
function send(subscriber: Subscriber, text: string) {
  if (subscriber.socket.readyState === openState) subscriber.socket.send(text);
}

function addTo<Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) {
  const set = map.get(key) ?? new Set();
  set.add(subscriber);
  map.set(key, set);
}

function removeFrom<Key>(map: Map<Key, Set<Subscriber>>, key: Key, subscriber: Subscriber) {
  const set = map.get(key);
  set?.delete(subscriber);
  if (set?.size === 0) map.delete(key);
}

/** The open sockets of this process, by channel (for deliveries) and by user (for access changes). */
export function createSubscriberRegistry() {
  const byChannel = new Map<string, Set<Subscriber>>();
  const byUser = new Map<number, Set<Subscriber>>();
  return {
    add(subscriber: Subscriber) {
      addTo(byChannel, subscriber.channel, subscriber);
      addTo(byUser, subscriber.user.id, subscriber);
    },
    /** Safe to call more than once: the socket's own close repeats what ending it did. */
    remove(subscriber: Subscriber) {
      subscriber.cancelDeadline?.();
      removeFrom(byChannel, subscriber.channel, subscriber);
      removeFrom(byUser, subscriber.user.id, subscriber);
    },
    has: (subscriber: Subscriber) => byUser.get(subscriber.user.id)?.has(subscriber) ?? false,
    ofUser: (userId: number): Subscriber[] => [...(byUser.get(userId) ?? [])],
    all: (): Subscriber[] => [...byUser.values()].flatMap((set) => [...set]),
    /** Whether any socket of this process listens on `channel`. */
    listens: (channel: string) => byChannel.has(channel),
    /** The event's deliveries; its notifications are told with their counts (told-counts.ts). */
    deliver(event: Pick<DomainEvent, 'deliveries'>) {
      const deliverOne = ({ channel, message, audience }: Delivery) => {
        // Most writes tell channels nobody here listens on: nothing to serialize for them.
        const listening = byChannel.get(channel);
        if (!listening) return;
        const text = JSON.stringify(message);
        for (const subscriber of listening) {
          if (!reaches(subscriber, audience)) continue;
          if (subscriber.held) subscriber.held.push(text);
          else send(subscriber, text);
        }
      };
      for (const delivery of event.deliveries) deliverOne(delivery);
    },
  };
}

export type SubscriberRegistry = ReturnType<typeof createSubscriberRegistry>;
