import { describe, expect, it, vi } from 'vitest';
import { skipWaitingMessage } from './worker-rules';
import {
  type Container,
  type Registration,
  takeUpdate,
  type WaitingWorker,
  whenUpdateWaits,
} from './worker-updates';

/** A fake worker or registration: an event target whose events a test fires by name. */
function eventTarget() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    fire: (type: string) => {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}

function fakeWorker(state: ServiceWorkerState = 'installing') {
  const target = eventTarget();
  const worker = { ...target, state, postMessage: vi.fn() };
  return worker as typeof worker & WaitingWorker;
}

function fakeRegistration(waiting: WaitingWorker | null = null) {
  const target = eventTarget();
  const registration = { ...target, waiting, installing: null as WaitingWorker | null, update: vi.fn() };
  return registration as typeof registration & Registration;
}

const fakeContainer = (controller: unknown) =>
  ({ ...eventTarget(), controller }) as Container & ReturnType<typeof eventTarget>;

describe('the page: a new version is offered once its worker waits', () => {
  it('offers the worker already waiting when the page opens', () => {
    const waiting = fakeWorker('installed');
    const offered = vi.fn();
    whenUpdateWaits(fakeRegistration(waiting), fakeContainer({}), offered);
    expect(offered).toHaveBeenCalledWith(waiting);
  });

  it('offers a worker that finishes installing while the page is open', () => {
    const registration = fakeRegistration();
    const offered = vi.fn();
    whenUpdateWaits(registration, fakeContainer({}), offered);
    const installing = fakeWorker();
    registration.installing = installing;
    registration.fire('updatefound');
    expect(offered).not.toHaveBeenCalled();
    installing.state = 'installed';
    installing.fire('statechange');
    expect(offered).toHaveBeenCalledWith(installing);
  });

  it('offers nothing on the first install: no older worker controls the page', () => {
    const registration = fakeRegistration(fakeWorker('installed'));
    const offered = vi.fn();
    whenUpdateWaits(registration, fakeContainer(null), offered);
    const installing = fakeWorker('installed');
    registration.installing = installing;
    registration.fire('updatefound');
    installing.fire('statechange');
    expect(offered).not.toHaveBeenCalled();
  });

  it('reloads only once the new worker has taken over, after the person asked for it', () => {
    const waiting = fakeWorker('installed');
    const container = fakeContainer({});
    const reload = vi.fn();
    takeUpdate(waiting, container, reload);
    expect(waiting.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(reload).not.toHaveBeenCalled();
    container.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
