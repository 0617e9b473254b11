import { createNodeWebSocket } from '@hono/node-ws';
import type { Context, Next } from 'hono';
import type { WSEvents } from 'hono/ws';
import type WebSocket from 'ws';
import { channelNames, channelRegistry } from '../../shared/socket';
import type { App } from '../app';
import { authenticate } from '../auth/guard';
import type { TokenClaims } from '../auth/tokens';
import type { AppDeps } from '../context';
import { nodeRequest } from '../http/node-bindings';
import { requestHeader } from '../http/request-header';
import { log } from '../logger';
import { createAccessWatch } from './access-watch';
import {
  type Admit,
  admitViewer,
  channelRule,
  isRefusal,
  loadViewer,
  type Refusal,
  refusals,
} from './admission';
import { createConnectionLimits } from './connection-limits';
import { initialSnapshot } from './initial-snapshot';
import { createSubscriberRegistry, type Subscriber } from './subscribers';
import { createToldCounts } from './told-counts';

type NodeServer = Parameters<ReturnType<typeof createNodeWebSocket>['injectWebSocket']>[0];

/** The server reads nothing from clients: a frame above this closes the socket with 1009 unread. */
const maxClientMessageBytes = 1024;

const tooManySockets = 'Too many open live-update connections. Close some tabs and try again.';

/**
 * Opens every channel of the registry (shared/socket.ts, docs/behaviour.md#channels), admitting by
 * its rule. A socket authenticates with `?token=` (browsers cannot set headers on a WebSocket); refusals are sent as close codes after the upgrade,
 * since a browser sees nothing of a refused handshake. The one exception is the socket caps: a
 * request beyond them gets HTTP 429 and no socket at all (the browser reports an error and the
 * client retries 5 s later), so a flood costs neither a socket nor a database read. Events arrive
 * from the bus, never from routes directly; access changes on the bus end or re-check open sockets
 * (access-watch.ts).
 */
export function registerRealtime(app: App, deps: AppDeps) {
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // ws reads these from its options at each upgrade; @hono/node-ws offers no way to pass them.
  wss.options.maxPayload = maxClientMessageBytes;
  // Deliveries write ready-made frames under ws (subscribers.ts), which compression would break.
  wss.options.perMessageDeflate = false;
  const { db } = deps.database;
  const registry = createSubscriberRegistry();
  const access = createAccessWatch(db, registry, deps.config.logLevel);
  const connectionLimits = createConnectionLimits(deps.config);
  const toldCounts = createToldCounts(db, registry, deps.config);

  const unsubscribeBus = deps.bus.subscribe((event) => {
    for (const change of event.accessChanges ?? []) access.apply(change);
    registry.deliver(event);
    if (event.notifications) toldCounts.tell(event.notifications);
  });

  const admitSocket = async (token: string, claims: TokenClaims, admit: Admit) => {
    const user = await authenticate(deps, token);
    if (!user) return refusals.badToken;
    const viewer = await loadViewer(db, user);
    const admission = await admitViewer(viewer, admit);
    if (isRefusal(admission)) return admission;
    return { ...viewer, channel: admission.channel, admit, sessionId: claims.sessionId };
  };

  const refuseWith = (refusal: Refusal): WSEvents<WebSocket> => ({
    onOpen: (_event, socket) => socket.close(refusal.refuse, refusal.reason),
  });

  const socketEvents = async (
    token: string | undefined,
    claims: TokenClaims | null,
    admit: Admit,
  ): Promise<WSEvents<WebSocket>> => {
    if (!token || !claims) return refuseWith(refusals.badToken);
    const admittedAtVersion = access.versionOf(claims.userId);
    const admission = await admitSocket(token, claims, admit);
    if (isRefusal(admission)) return refuseWith(admission);
    let subscriber: Subscriber | undefined;
    return {
      onOpen: (_event, socket) => {
        const opened: Subscriber = {
          ...admission,
          socket,
          tokenExpiresAt: claims.expiresAt,
          held: [],
        };
        subscriber = opened;
        access.watch(opened, admittedAtVersion);
        // Read after the socket is registered, so whatever changes later is delivered after it.
        initialSnapshot(db, opened, opened.channel).then(
          (snapshot) => {
            if (!registry.has(opened)) return;
            for (const text of [...snapshot, ...(opened.held ?? [])]) socket.send(text);
            opened.held = undefined;
          },
          (error) => {
            log(deps.config.logLevel, 'error', 'socket initial snapshot failed', { error: String(error) });
            access.end(opened, refusals.initialSnapshotFailed);
          },
        );
      },
      onClose: () => {
        if (subscriber) registry.remove(subscriber);
      },
    };
  };

  for (const name of channelNames) {
    const path = channelRegistry[name].path.replace(':id', ':id{[0-9]+}');
    app.get(path, async (c: Context, next: Next) => {
      // Under app.request() there is no connection, so nothing to upgrade.
      const connection = nodeRequest(c)?.socket;
      if (!connection || requestHeader(c, 'upgrade')?.toLowerCase() !== 'websocket') return next();
      const token = c.req.query('token');
      const claims = token ? await deps.caches.verifyToken(token, 'access') : null;
      if (!connectionLimits.admit(c, claims?.userId ?? null)) return c.json({ detail: tooManySockets }, 429);
      const admit = channelRule(db, name, Number(c.req.param('id')));
      return upgradeWebSocket(() => socketEvents(token, claims, admit))(c, next);
    });
  }

  return {
    injectWebSocket: (server: NodeServer) => injectWebSocket(server),
    async close() {
      unsubscribeBus();
      await toldCounts.settled();
      for (const subscriber of registry.all()) {
        access.end(subscriber, { refuse: 1001, reason: 'Server shutting down.' });
      }
    },
  };
}
