import { z } from 'zod';
import { pushEndpoint, pushSubscriptionWrite } from './notifications';

/**
 * What only the server and the service worker use of push, apart from notifications.ts so no page of
 * the app carries it.
 */

/** Why a device's push endpoint is refused. */
export const pushTexts = {
  notHttps: 'endpoint must be the https URL of a push service.',
  unknownService: (host: string) =>
    `endpoint must be at a known push service; "${host}" is not one this server sends to.`,
};

/**
 * A device's new subscription when its browser replaced the old one (the service worker's
 * `pushsubscriptionchange`): the old endpoint, known only to the browser, the push service and this
 * server, stands for the signed-in person the worker cannot ask.
 */
export const pushSubscriptionRenew = z.object({
  old_endpoint: pushEndpoint,
  subscription: pushSubscriptionWrite,
});
export type PushSubscriptionRenew = z.infer<typeof pushSubscriptionRenew>;
