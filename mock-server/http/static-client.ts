import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { isClientOnlyPath, siteOriginPlaceholder } from '../../shared/site-pages';
import type { App } from '../app';
import type { Config } from '../config';
import { acceptedEncodings, type Encoding } from './accept-encoding';
import { requestHeader } from './request-header';

/** Content-hashed build output: a changed file gets a new name, so a copy never goes stale. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (pages, icons, art): kept, but checked with the server before each use. */
const revalidate = 'no-cache';

/** The build's compressed copies of a file. */
const fileSuffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Files the site's origin is written into before they are sent (see siteOriginPlaceholder). */
const isSiteDocument = (file: string) => /\.(html|xml|txt)$/.test(file);

async function fileSize(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function notModified(c: Context, etag: string, headers: Record<string, string>) {
  const match = requestHeader(c, 'if-none-match');
  if (!match?.split(',').some((tag) => tag.trim() === etag)) return null;
  return c.body(null, 304, { ...headers, etag });
}

/**
 * Pages, sitemap.xml and robots.txt with the site's origin in them, compressed at the best levels
 * the moment they are first asked for and kept: a few dozen small files per origin. With
 * PUBLIC_URL unset the origin is the request's own, so the cache is bounded.
 */
class SiteDocuments {
  private readonly cache = new Map<string, { body: Uint8Array; etag: string }>();
  private static readonly maxEntries = 256;

  constructor(private readonly publicOrigin: string | undefined) {}

  async send(c: Context, file: string, status: 200 | 404) {
    const info = await fileSize(file);
    if (!info) return null;
    const origin = this.publicOrigin ?? new URL(c.req.url).origin;
    const encoding = acceptedEncodings(c)[0];
    const { body, etag } = await this.variant(file, info.mtimeMs, origin, encoding);
    const headers: Record<string, string> = {
      'content-type': getMimeType(file) ?? 'application/octet-stream',
      'cache-control': revalidate,
      vary: 'Accept-Encoding',
    };
    if (status === 200) {
      const unchanged = notModified(c, etag, headers);
      if (unchanged) return unchanged;
    }
    if (encoding) headers['content-encoding'] = encoding;
    return c.body(body as Uint8Array<ArrayBuffer>, status, { ...headers, etag });
  }

  private async variant(file: string, mtimeMs: number, origin: string, encoding: Encoding | undefined) {
    const key = [file, mtimeMs, origin, encoding].join('\n');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const text = (await readFile(file, 'utf8')).replaceAll(siteOriginPlaceholder, origin);
    const plain = Buffer.from(text);
    const body =
      encoding === 'br'
        ? brotliCompressSync(plain, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          })
        : encoding === 'gzip'
          ? gzipSync(plain, { level: constants.Z_BEST_COMPRESSION })
          : plain;
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 22);
    const entry = { body, etag: `"${hash}${encoding ? `-${encoding}` : ''}"` };
    if (this.cache.size >= SiteDocuments.maxEntries) this.cache.clear();
    this.cache.set(key, entry);
    return entry;
  }
}

/** A built asset, in the best precompressed copy the request accepts (made by the build). */
async function sendAsset(c: Context, file: string, cacheControl: string) {
  const info = await fileSize(file);
  if (!info) return null;
  const headers: Record<string, string> = {
    'content-type': getMimeType(file) ?? 'application/octet-stream',
    'cache-control': cacheControl,
  };
  let sent = file;
  let encoding: Encoding | undefined;
  for (const candidate of acceptedEncodings(c)) {
    if (await fileSize(file + fileSuffixes[candidate])) {
      sent = file + fileSuffixes[candidate];
      encoding = candidate;
      break;
    }
  }
  if (encoding || (await fileSize(`${file}.br`)) || (await fileSize(`${file}.gz`))) {
    headers.vary = 'Accept-Encoding';
  }
  const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  const unchanged = notModified(c, etag, headers);
  if (unchanged) return unchanged;
  if (encoding) headers['content-encoding'] = encoding;
  return c.body(await readFile(sent), 200, { ...headers, etag });
}

/** The file under `root` a URL path names, or null when it would leave the folder or is hidden (.vite/). */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Serves the built client from dist/: each public page's prerendered HTML at its path, the app
 * shell for the client-only routes, the not-found page with status 404 for every other path, and
 * the assets in the brotli or gzip copy the build made, with `Vary: Accept-Encoding`. Hashed assets
 * are cached for a year; pages and other files are revalidated (ETag).
 */
export function serveClient(app: App, config: Pick<Config, 'clientDir' | 'publicUrl'>) {
  const root = path.resolve(config.clientDir);
  if (!existsSync(path.join(root, 'index.html'))) return;
  const documents = new SiteDocuments(config.publicUrl ? new URL(config.publicUrl).origin : undefined);

  app.get('*', async (c) => {
    const urlPath = c.req.path;
    const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    if (urlPath.startsWith('/assets/') || lastSegment.includes('.')) {
      const file = fileUnder(root, urlPath);
      const sent =
        file &&
        (isSiteDocument(file)
          ? await documents.send(c, file, 200)
          : await sendAsset(c, file, urlPath.startsWith('/assets/') ? immutable : revalidate));
      if (sent) return sent;
      // A missing script must not be answered with a page: the browser would run HTML as code.
      if (urlPath.startsWith('/assets/')) return c.text('Not found', 404);
    } else {
      const pagePath = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
      const pageFile = pagePath === '/' ? 'index.html' : fileUnder(root, `${pagePath}.html`);
      const page = pageFile && (await documents.send(c, path.resolve(root, pageFile), 200));
      if (page) return page;
      if (isClientOnlyPath(pagePath)) {
        const shell = await documents.send(c, path.join(root, 'app.html'), 200);
        if (shell) return shell;
      }
    }
    return (await documents.send(c, path.join(root, '404.html'), 404)) ?? c.text('Not found', 404);
  });
}
