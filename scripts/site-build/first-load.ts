import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  /** The screen's source module, e.g. public/home/HomePage.tsx. */
  screen: string;
  /** Every script the page loads before it is usable (manifest key and file), largest first. */
  chunks: { key: string; file: string; gzipBytes: number }[];
  gzipBytes: number;
};

/** `key` and everything it imports statically: what the browser fetches once it asks for `key`. */
export function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** A client build's manifest (build.manifest): source module -> chunk, with its imports. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The JavaScript each public screen loads first, from a client build's manifest: the entry and the
 * app it starts, with their static imports, and the screen's own chunk with its static imports
 * (the router loads it before the page is usable). Screens are the router's lazy imports under
 * client/public/.
 */
export function publicFirstLoads(outDir: string): FirstLoad[] {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry');
  // The entry starts the app with a dynamic import once the page has painted: the app is part of
  // every first load.
  const shell = withStaticImports(manifest, entryKey);
  for (const app of manifest[entryKey].dynamicImports ?? []) withStaticImports(manifest, app, shell);
  const screens = [...shell]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => key.startsWith('public/'));
  const gzipSize = (file: string) =>
    gzipSync(readFileSync(path.join(outDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
  return [...new Set(screens)].map((screen) => {
    const keys = withStaticImports(manifest, screen, new Set(shell));
    const chunks = [...keys]
      .filter((key) => manifest[key].file.endsWith('.js'))
      .map((key) => ({ key, file: manifest[key].file, gzipBytes: gzipSize(manifest[key].file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { screen, chunks, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
  });
}
