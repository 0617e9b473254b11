import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { geo } from '../../../shared/schemas/geo';
import type { AppEnv } from '../../context';
import { jsonContent, publicCall } from '../openapi-parts';

const fallbackCountry = 'IN';
// Proxies send XX (unknown) or T1 (Tor) when they cannot tell: treat those as unknown.
const unknownCodes = new Set(['XX', 'T1']);

export const geoRoute = createRoute({
  method: 'get',
  path: '/api/geo/',
  operationId: 'geo',
  tags: ['Public'],
  summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
  security: publicCall,
  responses: { 200: jsonContent(geo, 'The country code') },
});

export function countryFromHeader(value: string | undefined): string {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && !unknownCodes.has(code) ? code : fallbackCountry;
}

export function registerGeoRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(geoRoute, (c) =>
    c.json({ country: countryFromHeader(c.req.header(c.var.deps.config.geoHeader)) }, 200),
  );
}
