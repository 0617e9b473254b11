/**
 * Failures that are the storage's, not the request's: the database could not be reached or ended the
 * connection mid-request (a restart, a failover, an administrator ending sessions), or the disk is
 * full. A request that meets one was not done and may be sent again later.
 */
export type Outage = 'database unavailable' | 'disk full';

/** SQLSTATEs of a database going away or refusing new sessions: class 08 is connection exceptions. */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '53300', // too_many_connections
]);
/** Socket errors while reaching or talking to the database server. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL 53100 disk_full, and the file system's own (a write to the data folder). */
const diskFullCodes = new Set(['53100', 'ENOSPC', 'EDQUOT']);
// The pg driver reports a connection that ended, or one already broken, with these messages and no code.
const lostConnectionMessages = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

/** The outage `error` reports, however the driver wrapped it (drizzle puts the driver's in `cause`). */
export function outageOf(error: unknown): Outage | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (diskFullCodes.has(code)) return 'disk full';
      if (code.startsWith('08') || unavailableCodes.has(code) || unreachableCodes.has(code)) {
        return 'database unavailable';
      }
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && lostConnectionMessages.some((part) => message.includes(part))) {
      return 'database unavailable';
    }
  }
  return undefined;
}
