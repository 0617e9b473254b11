/** A status and parsed JSON answer for any call: JSON body, multipart form or none. */
export type ApiAnswer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call answers with
  body: any;
};

export type CallOptions = {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** A body sent as it is, with whatever content-type `headers` give (malformed input). */
  raw?: string;
  headers?: Record<string, string>;
};

export function apiClient(baseUrl: string) {
  return async function call(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const response = await fetch(new URL(path, baseUrl), { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Left as text: the test asserting on it will say what came back.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };
}
export type ApiCall = ReturnType<typeof apiClient>;
