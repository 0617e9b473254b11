import { type BodyOf, type EndpointName, endpointPath, endpoints, type ResponseOf } from '../../shared/api';
import { apiBase } from './api-base';
import { ApiRequestError } from './errors';
import { sendWithSession } from './session';

/** The API base: VITE_API_URL when configured, else same-origin /api. */
export { apiBase };

export type CallOptions<N extends EndpointName> = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  signal?: AbortSignal;
} & (BodyOf<N> extends never ? { body?: undefined } : { body: BodyOf<N> });

/**
 * The one way screens talk to the server: `api.call('listHomework')`, `api.call('updateClass',
 * { params: { id }, body })`. Answers are parsed with the shared schemas; refusals throw
 * ApiRequestError. The session (token, single refresh, logout) is applied by `send`.
 */
export function createApiClient(
  send: (url: string, init: RequestInit, isPublic: boolean) => Promise<Response>,
) {
  async function call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name];
    const query = options?.query ? `?${new URLSearchParams(options.query)}` : '';
    const url = `${apiBase}${endpointPath(endpoint.path, options?.params)}${query}`;
    const body = options?.body;
    const init: RequestInit = { method: endpoint.method, signal: options?.signal, headers: {} };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await send(url, init, 'public' in endpoint && endpoint.public === true);
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiRequestError(0, { detail: (error as Error).message });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (!response.ok) throw new ApiRequestError(response.status, json);
    return endpoint.response.parse(json) as ResponseOf<N>;
  }
  return { call };
}

/** The app's client: the stored bearer token, one shared refresh and one retry on 401 (session.ts). */
export const api = createApiClient(sendWithSession);
