import type { PushKey, PushSubscriptionWrite } from '../../shared/notifications';

/** Whether this device shows the person's notifications when the app is closed. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

/** The three calls the device needs of the server (shared/api.ts), passed in so a test can answer them. */
export type PushServer = {
  key(): Promise<PushKey>;
  subscribe(subscription: PushSubscriptionWrite): Promise<unknown>;
  unsubscribe(endpoint: string): Promise<unknown>;
};

const workerPath = '/sw.js';

function supportsPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(workerPath);
}

export async function pushStateOfDevice(): Promise<PushState> {
  if (!supportsPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The key as the Push API takes it: the bytes of its base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function asWrite(subscription: PushSubscription): PushSubscriptionWrite {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Asks the browser for permission, subscribes with the server's key and tells the server; answers the
 * state that follows (the person may refuse, or dismiss the question). A subscription the server did not
 * take is dropped again, so the device never looks on while the server does not push to it.
 */
export async function turnPushOn(server: PushServer): Promise<PushState> {
  if (!supportsPush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.register(workerPath);
  const ready = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes((await server.key()).public_key);
  let subscription = await ready.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await server.subscribe(asWrite(subscription));
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Tells the server to stop, then drops the browser's subscription. */
export async function turnPushOff(server: PushServer): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await server.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return pushStateOfDevice();
}

/** Tells the server again of a device that is on (it may have been dropped there, or passed to another person). */
export async function renewPush(server: PushServer): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription && Notification.permission === 'granted') await server.subscribe(asWrite(subscription));
}

/** How long a sign-out waits to learn the device's push subscription before leaving it be. */
const lookupMs = 500;

/**
 * What a sign-out tells the server of this device's push (client/data/session.ts): its endpoint, which
 * the server then drops; the browser drops it too. A server that did not hear of it forgets the device
 * at its first push, when the push service answers 410.
 */
export async function pushSignOutFields(): Promise<{ push_endpoint?: string }> {
  if (!supportsPush()) return {};
  const lookup = (async () => (await registration())?.pushManager.getSubscription())();
  const late = new Promise<null>((resolve) => setTimeout(resolve, lookupMs, null));
  const subscription = await Promise.race([lookup, late]);
  if (!subscription) return {};
  subscription.unsubscribe().catch(() => {});
  return { push_endpoint: subscription.endpoint };
}
