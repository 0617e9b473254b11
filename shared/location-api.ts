import type { EndpointTable } from './endpoint';
import { geo } from './schemas/geo';

/**
 * The visitor's country, asked by the prices page as it loads: a table of its own (listed in the
 * site's table, site-api.ts), so that page loads this one schema and no session.
 */
export const locationEndpoints = {
  geo: { method: 'GET', path: '/geo/', response: geo, public: true },
} as const satisfies EndpointTable;
