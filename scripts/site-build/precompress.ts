import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images such as PNG are compressed already. */
const compressible = /\.(js|mjs|css|svg|json|webmanifest|map|ico)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible asset of `dir`, at the highest
 * levels (the work is done once per build, not per request), when that makes it smaller. HTML,
 * sitemap.xml and robots.txt are left out: the server writes the site's origin into them first.
 */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!compressible.test(file) || !(await stat(file)).isFile()) continue;
    const content = await readFile(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < content.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < content.length) await writeFile(`${file}.gz`, gzip);
  }
}
