import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { nodeResponse } from './node-bindings';

/** A Content-Security-Policy from its directives, in order. */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The ws(s) origin of an http(s) one: 'self' covers sockets in current browsers, not in all. */
const socketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * The pages' policy. Scripts only from this origin: the build has no inline script, nothing evals.
 * Styles also allow 'unsafe-inline': Chakra's emotion inserts <style> elements at run time. A nonce
 * instead would mean templating every HTML answer per request and passing the nonce to an emotion
 * cache, and would only guard against CSS injection, which React's escaping already keeps out.
 * Images allow data: (inline icons) and blob: (the profile picture preview).
 */
function pagePolicy(config: Config, c: Context): string {
  const own = originOf(config.publicUrl) ?? new URL(c.req.url).origin;
  const api = originOf(config.clientApiUrl);
  const connect = ["'self'", socketOrigin(own), ...(api ? [api, socketOrigin(api)] : [])];
  const forms = config.embeddedFormUrls.map(originOf).filter((origin) => origin !== undefined);
  return contentSecurityPolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [...new Set(connect)],
    'frame-src': forms.length > 0 ? [...new Set(forms)] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(own.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Anything that is not a page (JSON, images, scripts): nothing may run or be framed in it. */
const resourcePolicy = contentSecurityPolicy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/**
 * The service worker runs under its script's policy: it fetches and caches this origin's pages and
 * files (and their icons for notifications), and nothing else.
 */
const serviceWorkerPolicy = contentSecurityPolicy({
  'default-src': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Where the build puts the service worker (scripts/site-build/service-worker-plugin.ts). */
const serviceWorkerPath = '/sw.js';

/** Only features Chromium knows: it warns on every page about one it does not. */
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const oneYearSeconds = 31_536_000;

/** What a page carries besides its policy; the API's own page (its docs) sets these itself. */
export const pageFramingHeaders = {
  'x-frame-options': 'DENY',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** Answers under these paths belong to the API: JSON, files and the docs page. */
const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/_admin/');

/**
 * Security headers on every answer, whoever made it (routes, the static client, errors). A route
 * that needs another policy (the API docs page) sets its own Content-Security-Policy, which stays.
 * API answers are never stored by a browser or proxy cache: they carry personal data and tokens.
 * Their headers do not depend on the answer, so on a Node server they are set before it is made
 * (see nodeResponse); pages and files are told apart by their type once they are made.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const everyAnswer = Object.entries({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': `max-age=${oneYearSeconds}; includeSubDomains` } : {}),
  });
  const apiAnswer = [
    ...everyAnswer,
    ['content-security-policy', resourcePolicy],
    ['cache-control', 'no-store'],
  ];
  // Not async: on the API's answers, which need nothing after the route, an async function's frame
  // costs more than the headers.
  return (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing && isApiPath(c.req.path)) {
      for (const [name, value] of apiAnswer) outgoing.setHeader(name, value);
      return next();
    }
    return next().then(() => setOnAnswer(c));
  };

  /** The headers of an answer already made (a page, a file, or any answer under app.request()). */
  function setOnAnswer(c: Context) {
    // A socket upgrade's answer belongs to the WebSocket layer; its headers are not ours to touch.
    if (c.res.status === 101) return;
    const headers = c.res.headers;
    const isPage = (headers.get('content-type') ?? '').startsWith('text/html');
    for (const [name, value] of everyAnswer) headers.set(name, value);
    if (!headers.has('content-security-policy')) {
      headers.set(
        'content-security-policy',
        isPage
          ? pagePolicy(config, c)
          : c.req.path === serviceWorkerPath
            ? serviceWorkerPolicy
            : resourcePolicy,
      );
    }
    if (isPage) {
      for (const [name, value] of Object.entries(pageFramingHeaders)) headers.set(name, value);
    }
    if (isApiPath(c.req.path)) headers.set('cache-control', 'no-store');
  }
}
