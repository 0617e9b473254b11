import type { Context } from 'hono';
import type { Config } from '../config';
import { nodeRequest } from '../http/node-bindings';
import { clientLimitKey } from '../limits/address-key';
import { createPlaceCounter } from './connection-limits';

/**
 * The caps on open sockets, per user and per address. A place is held from the upgrade request until
 * its TCP connection ends, whatever happens between (refused, closed by either side, or dropped
 * half-way through the handshake), so no path can leak one.
 */
export function createSocketPlaces(
  config: Pick<Config, 'socketsPerUser' | 'socketsPerAddress' | 'trustProxyHops'>,
) {
  const perAddress = createPlaceCounter<string>(config.socketsPerAddress);
  const perUser = createPlaceCounter<number>(config.socketsPerUser);
  return {
    /** Takes the places of one upgrade request (no user place without a valid token); false when full. */
    claim(c: Context, userId: number | null): boolean {
      const addressPlace = perAddress.claim(clientLimitKey(c, config.trustProxyHops));
      if (!addressPlace) return false;
      const userPlace = userId === null ? () => {} : perUser.claim(userId);
      if (!userPlace) {
        addressPlace();
        return false;
      }
      const giveBack = () => {
        addressPlace();
        userPlace();
      };
      const connection = nodeRequest(c)?.socket;
      if (!connection || connection.destroyed) giveBack();
      else connection.once('close', giveBack);
      return true;
    },
  };
}
