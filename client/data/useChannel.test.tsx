// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer, WebSocket as WsClient } from 'ws';
import { isBadToken, isRefusal } from '../../machines/socket.machine';
import {
  reconnectDelayElapsed,
  socketPaths,
  tokenNotRenewed,
  tokenRenewed,
} from '../../machines/testing/socket.model';
import { storageKeys, timings } from '../../shared/constants';
import { channels } from '../../shared/socket';
import { socketUrlFor } from './socket-url';
import { type SocketLike, useChannel } from './useChannel';

/**
 * The socket machine's model paths, played against the real hook, a real socket client and a real
 * `ws` server. The server holds every handshake until the path says OPENED, so "connecting" can be
 * observed. Only setTimeout is faked: the real 5-second reconnect delay passes when the test says
 * so, while sockets and React's scheduler run for real.
 */
const realSetTimeout = globalThis.setTimeout;
/** Real time for a socket that should not open to reach the server anyway, if it were opened. */
const settle = () => new Promise((resolve) => realSetTimeout(resolve, 25));
const beyondAnyReconnect = timings.socketReconnectMs * 3;

type Handshake = { url: string; accept: () => void; refuse: () => void; settled: boolean };

function startServer() {
  const handshakes: Handshake[] = [];
  const sockets: ServerSocket[] = [];
  let closeOnOpen: number | null = null;
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (info, done) => {
      const handshake: Handshake = {
        url: info.req.url ?? '',
        settled: false,
        accept: () => {
          handshake.settled = true;
          done(true);
        },
        refuse: () => {
          handshake.settled = true;
          done(false, 503);
        },
      };
      handshakes.push(handshake);
    },
  });
  server.on('connection', (socket) => {
    sockets.push(socket);
    if (closeOnOpen !== null) socket.close(closeOnOpen);
    closeOnOpen = null;
  });
  const ready = new Promise<number>((resolve) =>
    server.on('listening', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    ready,
    handshakes,
    sockets,
    /** A refusal happens after the upgrade (the real server checks the token in its handler). */
    refuseNextAfterOpen: (code: number) => {
      closeOnOpen = code;
    },
    reset() {
      for (const socket of sockets) socket.terminate();
      for (const handshake of handshakes) if (!handshake.settled) handshake.refuse();
      handshakes.length = 0;
      sockets.length = 0;
      closeOnOpen = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const server = startServer();
let port = 0;
/** Polls on real time: vi.waitFor would advance the fake clock and fire reconnects early. */
async function until(check: () => void, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => realSetTimeout(resolve, 5));
    }
  }
}

beforeAll(async () => {
  port = await server.ready;
  localStorage.setItem(storageKeys.accessToken, 'token-1');
});
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());
afterAll(() => {
  server.reset();
  return server.close();
});

const urlFor = (path: string) =>
  socketUrlFor(path, {
    apiBase: `http://127.0.0.1:${port}/api`,
    page: { protocol: 'http:', host: 'localhost:5173' },
    token: localStorage.getItem(storageKeys.accessToken),
  });

/** Node's `ws` client stands in for the browser's WebSocket: same on* handlers, same close codes. */
const openSocket = (url: string) => {
  const socket = new WsClient(url);
  // Unlike a browser, `ws` throws an unhandled 'error' when closed mid-handshake (the hook detaches
  // onerror before closing, as it must): keep one listener so that case stays silent.
  socket.on('error', () => {});
  return socket as unknown as SocketLike;
};
/** Token renewals the hook asked for after a 4401, settled by the path. */
const renewals: { resolve: () => void; reject: (error: Error) => void }[] = [];
const renewToken = () => new Promise<void>((resolve, reject) => renewals.push({ resolve, reject }));

const channelOptions = { urlFor, openSocket, renewToken };

const validMessage = {
  action: 'delete_homework',
  homework_id: 12,
};
/** A well-formed message, but of the class channels: the homework channel drops it. */
const otherChannelsMessage = {
  action: 'delete_class',
  class_id: 12,
};

describe('useChannel against a real ws server (model paths)', () => {
  const paths = socketPaths();

  for (const path of paths) {
    it(path.description, async () => {
      server.reset();
      renewals.length = 0;
      let renewalsSeen = 0;
      const onMessage = vi.fn();
      const hook = renderHook(() => useChannel(channels.teacherHomework(), onMessage, channelOptions));
      const status = () => hook.result.current.status;
      const openSocket = () => server.sockets.find((socket) => socket.readyState === socket.OPEN);
      /** Physically end the current attempt without a refusal code: refuse the upgrade or drop the TCP link. */
      const breakConnection = async () => {
        if (status() === 'open') openSocket()?.terminate();
        else server.handshakes[server.handshakes.length - 1].refuse();
        await until(() => expect(status()).toBe('closed'));
      };
      let handshakesSeen = 0;

      try {
        await path.test({
          states: {
            'live.connecting': async () => {
              expect(status()).toBe('connecting');
              await until(() => expect(server.handshakes.length).toBe(handshakesSeen + 1));
              handshakesSeen = server.handshakes.length;
              expect(server.handshakes[handshakesSeen - 1].url).toBe(
                `${channels.teacherHomework()}?token=token-1`,
              );
            },
            'live.open': async () => {
              expect(status()).toBe('open');
              const socket = openSocket();
              socket?.send('not json');
              socket?.send(JSON.stringify({ action: 'delete_homework', homework_id: 'twelve' }));
              socket?.send(JSON.stringify(otherChannelsMessage));
              socket?.send(JSON.stringify(validMessage));
              await until(() => expect(onMessage).toHaveBeenCalledTimes(1));
              expect(onMessage.mock.calls).toEqual([[validMessage]]);
              onMessage.mockClear();
            },
            closed: async () => {
              expect(status()).toBe('closed');
              expect(openSocket()).toBeUndefined();
              // Not a moment before the 5 s are up.
              vi.advanceTimersByTime(timings.socketReconnectMs - 1);
              await settle();
              expect(server.handshakes.length).toBe(handshakesSeen);
              expect(status()).toBe('closed');
            },
            renewing: async () => {
              expect(status()).toBe('closed');
              expect(renewals).toHaveLength(renewalsSeen + 1);
              renewalsSeen = renewals.length;
              vi.advanceTimersByTime(beyondAnyReconnect);
              await settle();
              expect(server.handshakes.length).toBe(handshakesSeen);
            },
            denied: async () => {
              expect(status()).toBe('denied');
              vi.advanceTimersByTime(beyondAnyReconnect);
              await settle();
              expect(server.handshakes.length).toBe(handshakesSeen);
              expect(status()).toBe('denied');
            },
            stopped: async () => {
              await until(() => expect(openSocket()).toBeUndefined());
              vi.advanceTimersByTime(beyondAnyReconnect);
              await settle();
              expect(server.handshakes.length).toBe(handshakesSeen);
            },
          },
          events: {
            async OPENED() {
              server.handshakes[server.handshakes.length - 1].accept();
              await until(() => expect(status()).toBe('open'));
            },
            async CLOSED({ event }) {
              const { code } = event as { type: 'CLOSED'; code: number };
              if (!isRefusal(code)) return breakConnection();
              if (status() === 'open') openSocket()?.close(code);
              else {
                server.refuseNextAfterOpen(code);
                server.handshakes[server.handshakes.length - 1].accept();
              }
              if (isBadToken(code)) {
                await until(() => expect(renewals).toHaveLength(renewalsSeen + 1));
                await until(() => expect(status()).toBe('closed'));
              } else await until(() => expect(status()).toBe('denied'));
            },
            async [tokenRenewed]() {
              renewals.at(-1)?.resolve();
              await settle();
            },
            async [tokenNotRenewed]() {
              renewals.at(-1)?.reject(new Error('refresh refused'));
              await until(() => expect(status()).toBe('denied'));
            },
            ERROR: breakConnection,
            STOP() {
              hook.unmount();
            },
            [reconnectDelayElapsed]: async () => {
              vi.advanceTimersByTime(1);
              await until(() => expect(server.handshakes.length).toBe(handshakesSeen + 1));
              expect(status()).toBe('connecting');
            },
          },
        });
      } finally {
        hook.unmount();
      }
    });
  }

  it('is idle without a path and opens no socket', async () => {
    server.reset();
    const hook = renderHook(() => useChannel(null, vi.fn(), channelOptions));
    expect(hook.result.current.status).toBe('idle');
    vi.advanceTimersByTime(beyondAnyReconnect);
    await settle();
    expect(server.handshakes).toHaveLength(0);
    hook.unmount();
  });

  it('refuses a path that is no channel of the registry, opening no socket', async () => {
    server.reset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChannel('/ws/homeworks/', vi.fn(), channelOptions))).toThrow(
      '/ws/homeworks/ is no channel of the registry',
    );
    vi.restoreAllMocks();
    await settle();
    expect(server.handshakes).toHaveLength(0);
  });

  it('moves to the new channel when the path changes, closing the old one', async () => {
    server.reset();
    const hook = renderHook(({ path }) => useChannel(path, vi.fn(), channelOptions), {
      initialProps: { path: channels.teacherClasses() as string | null },
    });
    await until(() => expect(server.handshakes).toHaveLength(1));
    server.handshakes[0].accept();
    await until(() => expect(hook.result.current.status).toBe('open'));
    hook.rerender({ path: channels.batchHomework(3) });
    await until(() => expect(server.handshakes).toHaveLength(2));
    expect(server.handshakes[1].url).toBe(`${channels.batchHomework(3)}?token=token-1`);
    await until(() => expect(server.sockets[0].readyState).toBe(server.sockets[0].CLOSED));
    hook.rerender({ path: null });
    expect(hook.result.current.status).toBe('idle');
    hook.unmount();
  });
});
