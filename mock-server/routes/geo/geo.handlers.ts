import { requestHeader } from '../../http/request-header';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './geo.routes';

const fallbackCountry = 'IN';
// Proxies send XX (unknown) or T1 (Tor) when they cannot tell: treat those as unknown.
const unknownCodes = new Set(['XX', 'T1']);

export function countryFromHeader(value: string | undefined): string {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !unknownCodes.has(code) ? code : fallbackCountry;
}

export const geo: AppRouteHandler<typeof routes.geo> = (c) =>
  c.json({ country: countryFromHeader(requestHeader(c, c.get('deps').config.geoHeader)) }, 200);
