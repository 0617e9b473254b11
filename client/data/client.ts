import { endpoints } from '../../shared/api';
import { apiBase } from './api-base';
import { createApiClient } from './api-client';
import { sendWithSession } from './session';

/** The API base: VITE_API_URL when configured, else same-origin /api. */
export { apiBase };

/** The app's client: the stored bearer token, one shared refresh and one retry on 401 (session.ts). */
export const api = createApiClient(sendWithSession, endpoints);
