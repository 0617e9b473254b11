import { createRoute } from '@hono/zod-openapi';
import { applicationReceipt, applicationSubmit } from '../../../shared/schemas/applications';
import { errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

export const submitApplication = createRoute({
  method: 'post',
  path: '/api/applications/',
  operationId: 'submitApplication',
  tags: ['Public'],
  summary: 'Apply for the Classes 7 to 10 programmes (form demo) or the free NEET programme (form neet)',
  request: { body: jsonRequest(applicationSubmit) },
  security: publicCall,
  responses: {
    201: jsonContent(
      applicationReceipt,
      'Stored; the reference to quote, and a confirmation mail is on its way',
    ),
    ...errorResponses(
      {
        400: 'A field is wrong, or the form was sent by a bot (hidden field filled, or sent too fast)',
        409: 'This e-mail applied to this programme within the last 30 days',
        429: 'Too many applications from this address: see Retry-After',
      },
      413,
      415,
    ),
  },
});
