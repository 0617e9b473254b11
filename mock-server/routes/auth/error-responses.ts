import { errorBody } from '../../../shared/schemas/common';

/** OpenAPI descriptions of the error answers the auth calls give. */
export const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorBody } },
  description,
});

export const jsonBody = <T>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
