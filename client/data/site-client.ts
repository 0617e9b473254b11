import { siteEndpoints } from '../../shared/site-api';
import { createApiClient } from './api-client';
import { sendWithSession } from './session';

/**
 * The public site's client: the same calls, session and parsing as `api` (client.ts), over the site's
 * calls only (shared/site-api.ts), so a public page loads their schemas rather than every call's.
 */
export const siteApi = createApiClient(sendWithSession, siteEndpoints);
