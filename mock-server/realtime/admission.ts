import {
  type ChannelDefinition,
  type ChannelName,
  channelRegistry,
  channels,
  type OwnershipCheck,
  socketCloseCodes,
} from '../../shared/socket';
import type { Database } from '../db/client';
import { hasActiveSubscription, lapsedSubscriptionDetail, visibleBatchIds } from '../domain/access/access';
import type { AuthUser } from '../domain/accounts/auth-user';
import { findClass } from '../domain/classes/classes';
import { homeworkBatchIds } from '../domain/homework/homework';
import { canNameARow } from '../domain/ids';

/** A signed-in user with the batches they may see (their own, or those they teach). */
export type Viewer = { user: AuthUser; batchIds: Set<number> };

/** Who may listen: the channel path, or the close code that refuses (or ends) the socket. */
export type Refusal = { refuse: number; reason: string };
export type Admission = { channel: string } | Refusal;
/** One channel's rule, run at connect and again whenever the user's access changes. */
export type Admit = (viewer: Viewer) => Promise<Admission>;

export const refusals = {
  badToken: { refuse: socketCloseCodes.badToken, reason: 'Missing, expired or invalid token.' },
  tokenExpired: { refuse: socketCloseCodes.badToken, reason: 'The access token has expired.' },
  sessionEnded: { refuse: socketCloseCodes.badToken, reason: 'The session has ended.' },
  // The client renews its token and reconnects, and is then admitted on what holds now.
  accessChangedWhileConnecting: {
    refuse: socketCloseCodes.badToken,
    reason: 'Access changed while connecting.',
  },
  // A server error (1011): the client reconnects and refetches what it shows.
  initialSnapshotFailed: { refuse: 1011, reason: 'Could not read the current state; reconnect.' },
  forbidden: { refuse: socketCloseCodes.forbidden, reason: 'This channel is not yours.' },
  missing: { refuse: socketCloseCodes.notFound, reason: 'No such channel.' },
  // The same words as the REST answer, so the client can tell the student why.
  lapsed: { refuse: socketCloseCodes.forbidden, reason: lapsedSubscriptionDetail },
} satisfies Record<string, Refusal>;

export function isRefusal(admission: Admission): admission is Refusal {
  return 'refuse' in admission;
}

/** The batches a row of a channel's path belongs to; null when no such row exists. */
type BatchesOf = (db: Database, id: number) => Promise<number[] | null>;

/** The server's side of each ownership check the channel registry names. */
const batchesOf: Record<OwnershipCheck, BatchesOf> = {
  batch: async (_db, batchId) => [batchId],
  classBatch: async (db, classId) => {
    // An id no row can have names no channel; asking the database would be an error.
    if (!canNameARow(classId)) return null;
    const liveClass = await findClass(db, classId);
    return liveClass && [liveClass.batch.id];
  },
  homeworkBatches: async (db, homeworkId) => {
    if (!canNameARow(homeworkId)) return null;
    const batchIds = await homeworkBatchIds(db, homeworkId);
    return batchIds.length === 0 ? null : batchIds;
  },
};

/** The rule of a channel in the registry (`id` is NaN on paths without one), as the hub runs it. */
export function channelRule(db: Database, name: ChannelName, id: number): Admit {
  const { listeners }: ChannelDefinition = channelRegistry[name];
  const channel = channels[name](id);
  return async (viewer) => {
    if (!listeners.roles.includes(viewer.user.role)) return refusals.forbidden;
    if (!listeners.owns) return { channel };
    const batchIds = await batchesOf[listeners.owns](db, id);
    if (!batchIds) return refusals.missing;
    return batchIds.some((batchId) => viewer.batchIds.has(batchId)) ? { channel } : refusals.forbidden;
  };
}

export async function loadViewer(db: Database, user: AuthUser): Promise<Viewer> {
  return { user, batchIds: new Set(await visibleBatchIds(db, user)) };
}

/** The whole check a socket passes, at connect and after every change to its user's access. */
export async function admitViewer(viewer: Viewer, admit: Admit): Promise<Admission> {
  if (!hasActiveSubscription(viewer.user)) return refusals.lapsed;
  return admit(viewer);
}
