import { storageKeys } from '../../shared/constants';
import { apiBase } from './api-base';

export type SocketUrlContext = {
  /** The API base (`/api` or `https://api.example.org/api`). */
  apiBase: string;
  /** The page's own address, for the same-origin case and for "secure when the page is". */
  page: { protocol: string; host: string };
  /** The stored access token; sockets authenticate with `?token=` (browsers cannot set headers). */
  token: string | null;
};

/**
 * The ws(s) URL of a channel path (`/ws/homework/`), beside the API: on the API's host (the page's
 * own when the base is a path), under the base's path less its trailing `/api` (`https://h/app/api`
 * gives `wss://h/app/ws/...`); `wss:` when the page or the API is https (a secure page may not
 * open an insecure socket).
 */
export function socketUrlFor(path: string, { apiBase, page, token }: SocketUrlContext): string {
  const api = new URL(apiBase, `${page.protocol}//${page.host}`);
  const prefix = api.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  const secure = page.protocol === 'https:' || api.protocol === 'https:';
  const url = new URL(`${prefix}${path}`, `${secure ? 'wss' : 'ws'}://${api.host}`);
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
