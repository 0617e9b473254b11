import { messages } from '../../shared/messages';
import { takeUpdate, whenUpdateWaits } from './worker-updates';

/**
 * The installed app's page side, loaded once the page has loaded and the browser is idle: it
 * registers the service worker, says when the connection is gone, and offers a new version once its
 * worker waits. The toasts load only when one is shown.
 */

const showToast = async (...args: Parameters<typeof import('../components/notify')['notify']['lasting']>) =>
  (await import('../components/notify')).notify.lasting(...args);
const hideToast = async (id: string) => (await import('../components/notify')).notify.dismiss(id);

/** "No internet" while the browser is offline, withdrawn when it is back. */
function watchConnection() {
  let shown: Promise<string> | undefined;
  const offline = () => {
    shown ??= showToast('warning', messages.catalogue.noInternet);
  };
  const online = async () => {
    const id = await shown;
    shown = undefined;
    if (id) await hideToast(id);
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  if (!navigator.onLine) offline();
}

/** A long-open app checks for a new version when it comes back into view, at most this often. */
const updateCheckIntervalMs = 30 * 60_000;

async function registerWorker() {
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js');
  let offered = false;
  whenUpdateWaits(registration, container, (waiting) => {
    if (offered) return;
    offered = true;
    void showToast('info', messages.catalogue.updateAvailable, {
      label: messages.app.refresh,
      onClick: () => takeUpdate(waiting, container, () => window.location.reload()),
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < updateCheckIntervalMs) return;
    checked = Date.now();
    registration.update().catch(() => {
      // Offline, or the server is away: the next check tries again.
    });
  });
}

export function startPwa() {
  watchConnection();
  if ('serviceWorker' in navigator) {
    registerWorker().catch(() => {
      // No worker (a private window may refuse one): the app works as a plain site.
    });
  }
}
