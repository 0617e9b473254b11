import { locationEndpoints } from '../../shared/location-api';
import { createApiClient } from './api-client';

/**
 * The visitor's country, asked without the session: the call is public and the server reads no
 * token on it, so the prices page need not load the session's code to ask.
 */
export const locationApi = createApiClient((url, init) => globalThis.fetch(url, init), locationEndpoints);
