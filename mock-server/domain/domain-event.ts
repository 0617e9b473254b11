import type { Role } from '../../shared/schemas/auth';
import type { ChannelMessage, ChannelName, ChannelPath } from '../../shared/socket';

/**
 * Who on a channel receives a delivery. Every given condition must hold; an empty audience means
 * everyone the channel admitted. `batchIds` keeps those who see one of the batches (for teachers:
 * teach it), on the teacher-wide channels and on a shared homework's submissions; `exceptUserIds`
 * leaves out users who get a personal copy of the same message.
 */
export type Audience = { userId?: number; role?: Role; batchIds?: number[]; exceptUserIds?: number[] };

/** One message on one channel: the channel's path decides which messages it may be (shared/socket.ts). */
export type Delivery = {
  [Name in ChannelName]: { channel: ChannelPath<Name>; message: ChannelMessage<Name>; audience?: Audience };
}[ChannelName];

/**
 * A change to what a user may do, told to every server so sockets (and caches) stop trusting what they
 * checked at connect. `revoked`: the user's sessions end (one session when `sessionId` is given: a
 * logout; all of them otherwise: a password reset or deactivation); their sockets close with 4401.
 * `changed`: who they are or what they may see changed (a batch move, a renewal or lapse, batches
 * assigned to a teacher); their sockets are checked again and those no longer admitted close.
 */
export type AccessChange = { userId: number; kind: 'revoked' | 'changed'; sessionId?: string };

/**
 * Tests whose content a save checks against changed (their status, batches, sections or questions):
 * no socket hears it; every server's caches drop what they hold of those tests.
 */
export type TestContentChange = { testIds: number[] };

/**
 * Notifications one write stored that share their kind, payload, link and instant (a broadcast's
 * differ only in id and recipient), each told on its recipient's own channel with their unread count,
 * read by the server the recipient listens to.
 * What they share goes once, so a broadcast to thousands is kilobytes on the bus, and each server
 * makes the messages of only the recipients listening to it.
 */
export type NotificationsTold = {
  kind: string;
  payload: Record<string, unknown>;
  link: string;
  createdAt: string;
  each: [id: number, recipientId: number][];
};

/** What one committed write tells the sockets: each message, where it goes and to whom. */
export type DomainEvent = {
  deliveries: Delivery[];
  notifications?: NotificationsTold[];
  accessChanges?: AccessChange[];
  testContent?: TestContentChange;
};
