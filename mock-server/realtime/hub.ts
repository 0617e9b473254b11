import { createNodeWebSocket } from '@hono/node-ws';
import type { Context } from 'hono';
import type { WSContext } from 'hono/ws';
import { channels, socketCloseCodes } from '../../shared/socket';
import type { App } from '../app';
import { authenticate } from '../auth/guard';
import type { AppDeps, AuthUser } from '../context';
import { hasActiveSubscription, lapsedSubscriptionDetail, visibleBatchIds } from '../domain/access';
import { findClass } from '../domain/classes';
import { homeworkBatchIds } from '../domain/homework';
import { canNameARow } from '../domain/ids';
import type { Audience, DomainEvent } from './bus';

type NodeServer = Parameters<ReturnType<typeof createNodeWebSocket>['injectWebSocket']>[0];

/** A signed-in user with the batches they may see (their own, or those they teach). */
type Viewer = { user: AuthUser; batchIds: Set<number> };
type Subscriber = Viewer & { socket: WSContext };

/** Who may listen: the channel path, or the close code that refuses the socket. */
type Refusal = { refuse: number; reason: string };
type Admission = { channel: string } | Refusal;
type Admit = (c: Context, viewer: Viewer) => Promise<Admission>;

const forbidden: Refusal = { refuse: socketCloseCodes.forbidden, reason: 'This channel is not yours.' };
const missing: Refusal = { refuse: socketCloseCodes.notFound, reason: 'No such channel.' };
// The same words as the REST answer, so the client can tell the student why.
const lapsed: Refusal = { refuse: socketCloseCodes.forbidden, reason: lapsedSubscriptionDetail };

function admitWhenSharesBatch(channel: string, viewer: Viewer, batchIds: number[]): Admission {
  return batchIds.some((batchId) => viewer.batchIds.has(batchId)) ? { channel } : forbidden;
}

function reaches(subscriber: Subscriber, audience: Audience | undefined): boolean {
  if (!audience) return true;
  const { user, batchIds } = subscriber;
  if (audience.userId !== undefined && audience.userId !== user.id) return false;
  if (audience.role !== undefined && audience.role !== user.role) return false;
  if (audience.batchIds && !audience.batchIds.some((batchId) => batchIds.has(batchId))) return false;
  return !audience.exceptUserIds?.includes(user.id);
}

/**
 * The /ws/* channels of spec section 4. A socket authenticates with `?token=` (browsers cannot set
 * headers on a WebSocket); refusals are sent as close codes after the upgrade, since a browser
 * sees nothing of a refused handshake. Events arrive from the bus, never from routes directly.
 */
export function registerRealtime(app: App, deps: AppDeps) {
  const { upgradeWebSocket, injectWebSocket } = createNodeWebSocket({ app });
  const { db } = deps.database;
  const subscribers = new Map<string, Set<Subscriber>>();

  const deliver = (event: DomainEvent) => {
    for (const { channel, message, audience } of event.deliveries) {
      const text = JSON.stringify(message);
      for (const subscriber of subscribers.get(channel) ?? []) {
        if (reaches(subscriber, audience)) subscriber.socket.send(text);
      }
    }
  };
  const unsubscribeBus = deps.bus.subscribe(deliver);

  const admitSocket = async (
    c: Context,
    admit: Admit,
  ): Promise<Refusal | { channel: string; viewer: Viewer }> => {
    const user = await authenticate(db, deps.tokens, c.req.query('token'));
    if (!user) return { refuse: socketCloseCodes.badToken, reason: 'Missing, expired or invalid token.' };
    if (!hasActiveSubscription(user)) return lapsed;
    const viewer = { user, batchIds: new Set(await visibleBatchIds(db, user)) };
    const admission = await admit(c, viewer);
    return 'refuse' in admission ? admission : { channel: admission.channel, viewer };
  };

  const channelRoute = (path: string, admit: Admit) => {
    app.get(
      path,
      upgradeWebSocket(async (c) => {
        const admission = await admitSocket(c, admit);
        if ('refuse' in admission) {
          return { onOpen: (_event, socket) => socket.close(admission.refuse, admission.reason) };
        }
        const { channel, viewer } = admission;
        let subscriber: Subscriber | undefined;
        return {
          onOpen: (_event, socket) => {
            subscriber = { ...viewer, socket };
            const listeners = subscribers.get(channel) ?? new Set();
            listeners.add(subscriber);
            subscribers.set(channel, listeners);
          },
          onClose: () => {
            if (!subscriber) return;
            subscribers.get(channel)?.delete(subscriber);
            if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
          },
        };
      }),
    );
  };

  const idOf = (c: Context) => Number(c.req.param('id'));
  const teacherOnly = (channel: string) => async (_c: Context, viewer: Viewer) =>
    viewer.user.role === 'teacher' ? { channel } : forbidden;

  channelRoute('/ws/homework/', teacherOnly(channels.teacherHomework()));
  channelRoute('/ws/classes/', teacherOnly(channels.teacherClasses()));
  channelRoute('/ws/classes/:id{[0-9]+}/', async (c, viewer) => {
    // An id no row can have names no channel; asking the database would be an error.
    if (!canNameARow(idOf(c))) return missing;
    const liveClass = await findClass(db, idOf(c));
    if (!liveClass) return missing;
    return admitWhenSharesBatch(channels.studentClass(liveClass.id), viewer, [liveClass.batch.id]);
  });
  channelRoute('/ws/batch/:id{[0-9]+}/', async (c, viewer) =>
    admitWhenSharesBatch(channels.studentBatch(idOf(c)), viewer, [idOf(c)]),
  );
  channelRoute('/ws/homework/batch/:id{[0-9]+}/', async (c, viewer) =>
    admitWhenSharesBatch(channels.batchHomework(idOf(c)), viewer, [idOf(c)]),
  );
  channelRoute('/ws/homework/:id{[0-9]+}/', async (c, viewer) => {
    if (!canNameARow(idOf(c))) return missing;
    const batchIds = await homeworkBatchIds(db, idOf(c));
    if (batchIds.length === 0) return missing;
    return admitWhenSharesBatch(channels.homeworkSubmissions(idOf(c)), viewer, batchIds);
  });

  return {
    injectWebSocket: (server: NodeServer) => injectWebSocket(server),
    async close() {
      unsubscribeBus();
      for (const listeners of subscribers.values()) {
        for (const subscriber of listeners) subscriber.socket.close(1001, 'Server shutting down.');
      }
      subscribers.clear();
    },
  };
}
