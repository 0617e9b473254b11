import { loadAuthUser } from '../auth/guard';
import type { LogLevel } from '../config';
import type { Database } from '../db/client';
import { subscriptionEndsAt } from '../domain/access/access';
import type { AccessChange } from '../domain/domain-event';
import { log } from '../logger';
import { admitViewer, isRefusal, loadViewer, type Refusal, refusals } from './admission';
import { runAt } from './run-at';
import type { Subscriber, SubscriberRegistry } from './subscribers';

/** Whether a revocation reaches this socket: a token naming no session cannot prove it is spared. */
function revokes(change: AccessChange, subscriber: Subscriber): boolean {
  return !change.sessionId || !subscriber.sessionId || subscriber.sessionId === change.sessionId;
}

/**
 * Keeps each open socket within what its user may still do: ends it at its token's expiry (4401, the
 * client renews and reconnects), checks it again when its subscription ends or the bus reports an
 * access change, and ends those the check now refuses.
 *
 * Every change to a user's access bumps their version. A check that finds the version moved on
 * while it read the database drops its result (the newer check applies); a socket whose admission
 * read the database before a change is closed with 4401 on open, so it reconnects and is admitted
 * on what holds now.
 */
export function createAccessWatch(db: Database, registry: SubscriberRegistry, logLevel: LogLevel) {
  const versions = new Map<number, number>();
  const versionOf = (userId: number) => versions.get(userId) ?? 0;
  const bump = (userId: number) => {
    const version = versionOf(userId) + 1;
    versions.set(userId, version);
    return version;
  };

  const end = (subscriber: Subscriber, refusal: Refusal) => {
    registry.remove(subscriber);
    subscriber.socket.close(refusal.refuse, refusal.reason);
  };

  /** One timer per socket rather than a periodic sweep: exact to the second, and idle sockets cost no work. */
  const watchDeadline = (subscriber: Subscriber) => {
    subscriber.cancelDeadline?.();
    const subscriptionEnds = subscriptionEndsAt(subscriber.user);
    subscriber.cancelDeadline =
      subscriptionEnds && subscriptionEnds < subscriber.tokenExpiresAt
        ? runAt(subscriptionEnds, () => void recheck(subscriber.user.id))
        : runAt(subscriber.tokenExpiresAt, () => end(subscriber, refusals.tokenExpired));
  };

  const recheck = async (userId: number) => {
    const version = bump(userId);
    try {
      const user = await loadAuthUser(db, userId);
      const viewer = user && (await loadViewer(db, user));
      if (versionOf(userId) !== version) return;
      // Deliveries follow the new batches at once, before the slower per-channel checks below: a
      // message for the batch a student just joined is not lost while their sockets are re-admitted.
      for (const subscriber of registry.ofUser(userId)) {
        if (viewer && viewer.user.role === subscriber.user.role) {
          subscriber.user = viewer.user;
          subscriber.batchIds = viewer.batchIds;
        }
      }
      for (const subscriber of registry.ofUser(userId)) {
        if (versionOf(userId) !== version) return;
        if (!viewer || viewer.user.role !== subscriber.user.role) {
          end(subscriber, refusals.sessionEnded);
          continue;
        }
        const admission = await admitViewer(viewer, subscriber.admit);
        if (versionOf(userId) !== version || !registry.has(subscriber)) continue;
        if (isRefusal(admission)) {
          end(subscriber, admission);
          continue;
        }
        watchDeadline(subscriber);
      }
    } catch (error) {
      // The sockets keep what they had; the next change or deadline checks them again.
      log(logLevel, 'error', 'socket access check failed', { error: String(error) });
    }
  };

  return {
    versionOf,
    /** Starts watching a socket just opened, unless its user's access changed while it was admitted. */
    watch(subscriber: Subscriber, admittedAtVersion: number) {
      if (versionOf(subscriber.user.id) !== admittedAtVersion) {
        end(subscriber, refusals.accessChangedWhileConnecting);
        return;
      }
      registry.add(subscriber);
      watchDeadline(subscriber);
    },
    apply(change: AccessChange) {
      if (change.kind === 'changed') {
        void recheck(change.userId);
        return;
      }
      bump(change.userId);
      for (const subscriber of registry.ofUser(change.userId)) {
        if (revokes(change, subscriber)) end(subscriber, refusals.sessionEnded);
      }
    },
    end,
  };
}
