import { createRoute } from '@hono/zod-openapi';
import { geo as geoAnswer } from '../../../shared/schemas/geo';
import { jsonContent, publicCall } from '../openapi-parts';

export const geo = createRoute({
  method: 'get',
  path: '/api/geo/',
  operationId: 'geo',
  tags: ['Public'],
  summary: "The visitor's country, from the header the proxy sets (GEO_HEADER); IN when unknown",
  security: publicCall,
  responses: {
    200: jsonContent(geoAnswer, 'The country code'),
  },
});
