import { socketCloseCodes } from '../../shared/socket';
import type { AuthUser } from '../context';
import type { Database } from '../db/client';
import { hasActiveSubscription, lapsedSubscriptionDetail, visibleBatchIds } from '../domain/access';

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
  forbidden: { refuse: socketCloseCodes.forbidden, reason: 'This channel is not yours.' },
  missing: { refuse: socketCloseCodes.notFound, reason: 'No such channel.' },
  // The same words as the REST answer, so the client can tell the student why.
  lapsed: { refuse: socketCloseCodes.forbidden, reason: lapsedSubscriptionDetail },
} satisfies Record<string, Refusal>;

export function isRefusal(admission: Admission): admission is Refusal {
  return 'refuse' in admission;
}

export function admitWhenSharesBatch(channel: string, viewer: Viewer, batchIds: number[]): Admission {
  return batchIds.some((batchId) => viewer.batchIds.has(batchId)) ? { channel } : refusals.forbidden;
}

export async function loadViewer(db: Database, user: AuthUser): Promise<Viewer> {
  return { user, batchIds: new Set(await visibleBatchIds(db, user)) };
}

/** The whole check a socket passes, at connect and after every change to its user's access. */
export async function admitViewer(viewer: Viewer, admit: Admit): Promise<Admission> {
  if (!hasActiveSubscription(viewer.user)) return refusals.lapsed;
  return admit(viewer);
}
