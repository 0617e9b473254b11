import { createRoute } from '@hono/zod-openapi';
import { geo } from '../../../shared/schemas/geo';
import { jsonContent, publicCall } from '../openapi-parts';

export const visitorCountry = createRoute({
  method: 'get',
  path: '/api/geo/',
  operationId: 'geo',
  tags: ['Public'],
  summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
  security: publicCall,
  responses: { 200: jsonContent(geo, 'The country code') },
});
