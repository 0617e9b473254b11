import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const clientRoot = path.join(projectRoot, 'client');
const proxyKeys = Object.keys(viteConfig.server?.proxy ?? {});

/** Vite's own rule: a key beginning with ^ is a regular expression, any other a path prefix. */
function proxied(urlPath: string): boolean {
  return proxyKeys.some((key) =>
    key.startsWith('^') ? new RegExp(key).test(urlPath) : urlPath.startsWith(key),
  );
}

/** Every URL path `npm run dev` serves from the client's files: modules under client/, static files at the root. */
function clientUrlPaths(): string[] {
  const files = (folder: string) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
  return [
    ...files(clientRoot).map((file) => `/${file}`),
    ...files(path.join(clientRoot, 'static')).map((file) => `/${file}`),
  ];
}

describe('the dev server proxy (vite.config.ts)', () => {
  it('never sends one of the client’s own files to the API server', () => {
    const paths = clientUrlPaths();
    expect(paths).toContain('/data/client.ts');
    expect(paths.filter(proxied)).toEqual([]);
  });

  it('sends every path the server answers to it', () => {
    for (const serverPath of [
      '/api/auth/login/',
      '/api/openapi.json',
      '/media/profile-pictures/1.webp',
      '/cal/abc.ics',
      '/healthz',
      '/ws/homework/',
    ]) {
      expect(proxied(serverPath), serverPath).toBe(true);
    }
  });

  it('leaves the pages of the site to the client', () => {
    for (const page of ['/', '/apiary', '/calendar', '/media-kit', '/dashboard', '/teacher/classes']) {
      expect(proxied(page), page).toBe(false);
    }
  });
});
