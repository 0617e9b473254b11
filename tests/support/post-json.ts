/** POSTs a JSON body and returns the status and parsed JSON answer (null when there is none). */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call answers with
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body: json };
}
