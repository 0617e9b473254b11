import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { requestHeader } from './request-header';

export type Encoding = 'br' | 'gzip';

/** The encodings the request accepts, best first (brotli over gzip at equal weight); q=0 refuses. */
export function acceptedEncodings(c: Context): Encoding[] {
  const header = requestHeader(c, 'accept-encoding');
  if (!header) return [];
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q ?? 0;
  const weight = (encoding: Encoding) =>
    accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard;
  return (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}
