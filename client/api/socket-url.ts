import { apiBasePath } from '../../shared/api';
import { storageKeys } from '../../shared/constants';

/** The API base: VITE_API_URL when configured (absolute or a path), else same-origin /api. */
export const apiBase: string =
  (import.meta.env?.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || apiBasePath;

export type SocketUrlContext = {
  /** The API base (`/api` or `https://api.example.org/api`). */
  apiBase: string;
  /** The page's own address, for the same-origin case and for "secure when the page is". */
  page: { protocol: string; host: string };
  /** The stored access token; sockets authenticate with `?token=` (browsers cannot set headers). */
  token: string | null;
};

/**
 * The ws(s) URL of a channel path (`/ws/homework/`): on the API's host when VITE_API_URL is
 * absolute, else on the page's own host; `wss:` when the page or the API is https (a secure
 * page may not open an insecure socket).
 */
export function socketUrlFor(path: string, { apiBase, page, token }: SocketUrlContext): string {
  const absoluteApi = /^https?:\/\//i.test(apiBase) ? new URL(apiBase) : null;
  const host = absoluteApi ? absoluteApi.host : page.host;
  const secure = page.protocol === 'https:' || absoluteApi?.protocol === 'https:';
  const url = new URL(path, `${secure ? 'wss' : 'ws'}://${host}`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** The URL for a channel right now: the current page, the configured API, the stored token. */
export function socketUrl(path: string): string {
  return socketUrlFor(path, {
    apiBase,
    page: { protocol: window.location.protocol, host: window.location.host },
    token: localStorage.getItem(storageKeys.accessToken),
  });
}
