import { vi } from 'vitest';
import { apiBasePath, type EndpointName, endpoints } from '../../shared/api';

/** What the fake server answers: a status and a JSON body, or no answer at all (network down). */
export type FakeAnswer = { status?: number; body?: unknown } | 'network-failure';

/** A request as the fake server saw it, named by its endpoint in shared/api.ts. */
export type FakeRequest = {
  name: EndpointName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body (FormData as it was sent); undefined without one. */
  body: unknown;
  authorization: string | undefined;
};

/** An answer, or a function asked per request; one that returns a promise holds the request. */
export type Responder = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

export const json = (body: unknown, status = 200): FakeAnswer => ({ status, body });
export const refuse = (status: number, detail = 'Refused.'): FakeAnswer => ({ status, body: { detail } });

const routes = Object.entries(endpoints).map(([name, endpoint]) => ({
  name: name as EndpointName,
  method: endpoint.method,
  keys: [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
  pattern: new RegExp(`^${apiBasePath}${endpoint.path.replace(/\{\w+\}/g, '([^/]+)')}$`),
}));

function routeOf(url: URL, method: string) {
  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(url.pathname) : null;
    if (!match) continue;
    const params = Object.fromEntries(
      route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1])]),
    );
    return { name: route.name, params };
  }
  throw new Error(`The fake server knows no endpoint for ${method} ${url.pathname}`);
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (init?.body === undefined || init.body === null) return undefined;
  return typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
}

const aborted = () => new DOMException('The request was aborted.', 'AbortError');

/**
 * The one fake of the server for component tests: replaces `fetch` (so the real API client, its
 * session handling and its parsing all run) and answers each request by its endpoint name in
 * shared/api.ts. A request to an endpoint with no answer fails the test. An aborted request
 * rejects as the browser's would.
 */
export function fakeServer(answers: Partial<Record<EndpointName, Responder>> = {}) {
  const responders = new Map(Object.entries(answers) as [EndpointName, Responder][]);
  const requests: FakeRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const { name, params } = routeOf(url, init?.method ?? 'GET');
    const request: FakeRequest = {
      name,
      params,
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init),
      authorization: (init?.headers as Record<string, string> | undefined)?.authorization,
    };
    requests.push(request);
    const responder = responders.get(name);
    if (!responder) throw new Error(`No fake answer for ${name}`);
    const signal = init?.signal;
    if (signal?.aborted) throw aborted();
    const pending = Promise.resolve(typeof responder === 'function' ? responder(request) : responder);
    const answer = await new Promise<FakeAnswer>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(aborted()));
      pending.then(resolve, reject);
    });
    if (answer === 'network-failure') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    fetch,
    /** Answers `name` from now on with `responder`. */
    answer(name: EndpointName, responder: Responder) {
      responders.set(name, responder);
    },
    /** The requests made to `name`, oldest first. */
    requestsTo(name: EndpointName): FakeRequest[] {
      return requests.filter((request) => request.name === name);
    },
    /** The JSON bodies sent to `name`. */
    bodiesSentTo(name: EndpointName): unknown[] {
      return requests.filter((request) => request.name === name).map((request) => request.body);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/**
 * A responder that holds each request until the test answers it, oldest first: for what a screen
 * shows while a request is under way, and for answers that arrive out of order.
 */
export function heldAnswers() {
  const waiting: Array<(answer: FakeAnswer) => void> = [];
  return {
    responder: (): Promise<FakeAnswer> => new Promise((resolve) => waiting.push(resolve)),
    /** How many requests are being held. */
    get count() {
      return waiting.length;
    },
    /** Answers the held request at `index` (the oldest by default). */
    release(answer: FakeAnswer, index = 0) {
      const [resolve] = waiting.splice(index, 1);
      if (!resolve) throw new Error('No request is held');
      resolve(answer);
    },
  };
}
