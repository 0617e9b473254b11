import { type BodyIn, type EndpointTable, endpointPath, type ResponseIn } from '../../shared/endpoint';
import { apiBase } from './api-base';
import { ApiRequestError } from './errors';

export type CallOptions<T extends EndpointTable, N extends keyof T> = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  signal?: AbortSignal;
} & (BodyIn<T, N> extends never ? { body?: undefined } : { body: BodyIn<T, N> });

/**
 * The one way screens talk to the server: `api.call('listHomework')`, `api.call('updateClass',
 * { params: { id }, body })`. Answers are parsed with the shared schemas; refusals throw
 * ApiRequestError. The session (token, single refresh, logout) is applied by `send`.
 */
export function createApiClient<T extends EndpointTable>(
  send: (url: string, init: RequestInit, isPublic: boolean) => Promise<Response>,
  table: T,
) {
  async function call<N extends keyof T & string>(
    name: N,
    options?: CallOptions<T, N>,
  ): Promise<ResponseIn<T, N>> {
    const endpoint = table[name];
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
    return endpoint.response.parse(json) as ResponseIn<T, N>;
  }
  return { call };
}
