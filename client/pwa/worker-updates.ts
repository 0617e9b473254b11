import { skipWaitingMessage } from './worker-rules';

/** The parts of the browser's service worker objects the update flow uses (so a test can fake them). */
export type WaitingWorker = Pick<ServiceWorker, 'postMessage' | 'state' | 'addEventListener'>;
export type Registration = Pick<ServiceWorkerRegistration, 'addEventListener' | 'update'> & {
  readonly waiting: WaitingWorker | null;
  readonly installing: WaitingWorker | null;
};
export type Container = Pick<ServiceWorkerContainer, 'addEventListener'> & { readonly controller: unknown };

/**
 * Calls `onWaiting` with a new build's worker once it has installed and waits to take over a page that
 * an older one controls (on the first install nothing is waiting: there is nothing to update).
 */
export function whenUpdateWaits(
  registration: Registration,
  container: Container,
  onWaiting: (worker: WaitingWorker) => void,
): void {
  if (registration.waiting && container.controller) onWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) onWaiting(installing);
    });
  });
}

/** Asks the waiting worker to take over, and reloads the page once it has, so page and worker match. */
export function takeUpdate(worker: WaitingWorker, container: Container, reload: () => void): void {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage(skipWaitingMessage);
}
