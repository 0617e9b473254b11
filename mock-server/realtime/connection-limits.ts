import type { Context } from 'hono';
import type { Config } from '../config';
import { nodeRequest } from '../http/node-bindings';
import { clientLimitKey } from '../limits/address-key';

/** Counts the connections each key holds open and refuses one beyond `limit`. */
function createConnectionCounter<Key>(limit: number) {
  const open = new Map<Key, number>();
  return {
    /** Counts a connection of `key`, as the function that releases it (once), or null when at the limit. */
    open(key: Key): (() => void) | null {
      const count = open.get(key) ?? 0;
      if (count >= limit) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left === 0) open.delete(key);
        else open.set(key, left);
      };
    },
  };
}

/**
 * The limits on open sockets, per user and per address. A connection counts from the upgrade request
 * until its TCP connection ends, whatever happens between (refused, closed by either side, or dropped
 * half-way through the handshake), so no path can leak one.
 */
export function createConnectionLimits(
  config: Pick<Config, 'socketsPerUser' | 'socketsPerAddress' | 'trustProxyHops'>,
) {
  const perAddress = createConnectionCounter<string>(config.socketsPerAddress);
  const perUser = createConnectionCounter<number>(config.socketsPerUser);
  return {
    /** Counts one upgrade request (against no user without a valid token); false when over a limit. */
    admit(c: Context, userId: number | null): boolean {
      const releaseAddress = perAddress.open(clientLimitKey(c, config.trustProxyHops));
      if (!releaseAddress) return false;
      const releaseUser = userId === null ? () => {} : perUser.open(userId);
      if (!releaseUser) {
        releaseAddress();
        return false;
      }
      const release = () => {
        releaseAddress();
        releaseUser();
      };
      const connection = nodeRequest(c)?.socket;
      if (!connection || connection.destroyed) release();
      else connection.once('close', release);
      return true;
    },
  };
}
