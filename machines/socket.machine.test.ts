import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromCallback, fromPromise } from 'xstate';
import { timings } from '../shared/constants';
import { channels } from '../shared/socket';
import { type ConnectionEvent, type SocketInput, socketMachine, socketStatus } from './socket.machine';
import {
  normalCloseCode,
  reconnectDelayElapsed,
  socketModel,
  socketPaths,
  tokenNotRenewed,
  tokenRenewed,
} from './testing/socket.model';
import { edgesOfModel, edgesWalked, leafStateKeys } from './testing/test-model';

/** A stand-in socket: the test plays the server through `sendBack`. */
type FakeConnection = { path: string; sendBack: (event: ConnectionEvent) => void; closed: boolean };

function startChannel() {
  const connections: FakeConnection[] = [];
  const delivered: unknown[] = [];
  const renewals: { path: string; settle: { resolve: () => void; reject: (error: Error) => void } }[] = [];
  const machine = socketMachine.provide({
    actors: {
      renewToken: fromPromise<void, SocketInput>(
        ({ input }) =>
          new Promise<void>((resolve, reject) =>
            renewals.push({ path: input.path, settle: { resolve, reject } }),
          ),
      ),
      connection: fromCallback<EventObject, SocketInput>(({ sendBack, input }) => {
        const connection: FakeConnection = { path: input.path, sendBack, closed: false };
        connections.push(connection);
        return () => {
          connection.closed = true;
        };
      }),
    },
    actions: { deliverMessage: (_, params) => delivered.push(params.data) },
  });
  const actor = createActor(machine, { input: { path: channels.teacherHomework() } }).start();
  const current = () => connections[connections.length - 1];
  const openConnections = () => connections.filter((connection) => !connection.closed).length;
  return { actor, connections, delivered, renewals, current, openConnections };
}

type Channel = ReturnType<typeof startChannel>;

describe('socket machine (model-based)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const model = socketModel();
  const paths = socketPaths();

  it('walks every state and every state-changing transition', () => {
    const visited = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(visited.size).toBe(6);
    expect(leafStateKeys(socketMachine).sort()).toEqual(
      ['closed', 'denied', 'live.connecting', 'live.open', 'renewing', 'stopped'].sort(),
    );
    expect(edgesWalked(paths)).toEqual(edgesOfModel(model));
    // connecting: 7 ways out (open, 3 refusals, other close, error, stop), open: 6, closed: 2,
    // renewing: 3, denied: 1.
    expect(edgesOfModel(model).size).toBe(19);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const channel: Channel = startChannel();
      const expectStatus = (status: string) => expect(socketStatus(channel.actor.getSnapshot())).toBe(status);
      await path.test({
        states: {
          'live.connecting': () => {
            expectStatus('connecting');
            // One socket per attempt, and only the newest is alive.
            expect(channel.connections).toHaveLength(channel.actor.getSnapshot().context.connectAttempts);
            expect(channel.openConnections()).toBe(1);
            expect(channel.current().path).toBe(channels.teacherHomework());
            channel.current().sendBack({ type: 'MESSAGE', data: 'too early' });
            expect(channel.delivered).toEqual([]);
          },
          'live.open': () => {
            expectStatus('open');
            expect(channel.openConnections()).toBe(1);
            channel.current().sendBack({ type: 'MESSAGE', data: { action: 'delete_class', class_id: 3 } });
            expect(channel.delivered).toEqual([{ action: 'delete_class', class_id: 3 }]);
            channel.delivered.length = 0;
          },
          closed: () => {
            expectStatus('closed');
            expect(channel.openConnections()).toBe(0);
            // Not a moment before the 5 s are up.
            const attempts = channel.connections.length;
            vi.advanceTimersByTime(timings.socketReconnectMs - 1);
            expect(channel.connections).toHaveLength(attempts);
            expectStatus('closed');
          },
          renewing: () => {
            expect(socketStatus(channel.actor.getSnapshot())).toBe('closed');
            expect(channel.actor.getSnapshot().value).toBe('renewing');
            expect(channel.openConnections()).toBe(0);
            expect(channel.renewals.at(-1)?.path).toBe(channels.teacherHomework());
            // No reconnect while the token is being renewed, however long that takes.
            const attempts = channel.connections.length;
            vi.advanceTimersByTime(timings.socketReconnectMs * 3);
            expect(channel.connections).toHaveLength(attempts);
          },
          denied: () => {
            // Reached by a 4403, a 4404 or a failed renewal: no reconnect by design, however long we wait.
            expectStatus('denied');
            expect(channel.openConnections()).toBe(0);
            const attempts = channel.connections.length;
            vi.advanceTimersByTime(timings.socketReconnectMs * 3);
            expect(channel.connections).toHaveLength(attempts);
          },
          stopped: () => {
            expectStatus('stopped');
            expect(channel.actor.getSnapshot().status).toBe('done');
            expect(channel.openConnections()).toBe(0);
            const attempts = channel.connections.length;
            vi.advanceTimersByTime(timings.socketReconnectMs * 3);
            expect(channel.connections).toHaveLength(attempts);
          },
        },
        events: {
          OPENED() {
            channel.current().sendBack({ type: 'OPENED' });
          },
          CLOSED({ event }) {
            channel.current().sendBack(event as ConnectionEvent);
          },
          ERROR() {
            channel.current().sendBack({ type: 'ERROR' });
          },
          STOP() {
            channel.actor.send({ type: 'STOP' });
          },
          async [tokenRenewed]() {
            channel.renewals.at(-1)?.settle.resolve();
            await vi.advanceTimersByTimeAsync(0);
          },
          async [tokenNotRenewed]() {
            channel.renewals.at(-1)?.settle.reject(new Error('refresh refused'));
            await vi.advanceTimersByTimeAsync(0);
          },
          [reconnectDelayElapsed]: () => {
            // The state test already advanced 4999 ms.
            vi.advanceTimersByTime(1);
          },
        },
      });
      channel.actor.stop();
    });
  }

  it('ignores a late close from a socket it already left', () => {
    const channel = startChannel();
    const first = channel.current();
    first.sendBack({ type: 'ERROR' });
    vi.advanceTimersByTime(timings.socketReconnectMs);
    first.sendBack({ type: 'CLOSED', code: normalCloseCode });
    expect(socketStatus(channel.actor.getSnapshot())).toBe('connecting');
    expect(channel.connections).toHaveLength(2);
    channel.actor.stop();
  });
});
