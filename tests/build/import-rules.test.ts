import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * `npm run lint` holds the import rules of biome.json: a small tree laid out like the repository,
 * each file importing across one boundary, is linted with the repository's own configuration.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(projectRoot, 'node_modules', '.bin', 'biome');

/** Each probe: a file, what it imports, and whether the linter must refuse it. */
const probes: Array<{ file: string; imports: string; refused: boolean }> = [
  { file: 'mock-server/domain/a.ts', imports: '../http/errors', refused: true },
  { file: 'mock-server/domain/b.ts', imports: '../realtime/hub', refused: true },
  { file: 'mock-server/domain/c.ts', imports: '../routes/homework/homework.handlers', refused: true },
  { file: 'mock-server/domain/d.ts', imports: '../db/client', refused: false },
  { file: 'mock-server/db/e.ts', imports: '../domain/users', refused: true },
  { file: 'mock-server/routes/homework/f.ts', imports: '../../domain/homework', refused: false },
  { file: 'mock-server/routes/homework/g.ts', imports: '../../admin/commands', refused: true },
  { file: 'mock-server/routes/admin/students/h.ts', imports: '../../../admin/commands', refused: true },
  { file: 'mock-server/http/i.ts', imports: '../../client/app/App', refused: true },
  { file: 'client/student/j.ts', imports: '../../mock-server/domain/users', refused: true },
  { file: 'client/student/k.ts', imports: '../../shared/messages', refused: false },
  { file: 'machines/l.ts', imports: '../client/app/App', refused: true },
  { file: 'shared/m.ts', imports: '../mock-server/config', refused: true },
];

let tree: string;
let output: string;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  copyFileSync(path.join(projectRoot, 'biome.json'), path.join(tree, 'biome.json'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    writeFileSync(path.join(tree, file), text);
  };
  for (const probe of probes) write(probe.file, `export { x } from '${probe.imports}';\n`);
  // Two modules that import each other.
  write('mock-server/cache/n.ts', "import { o } from './o';\nexport const n = () => o;\n");
  write('mock-server/cache/o.ts', "import { n } from './n';\nexport const o = () => n;\n");
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--max-diagnostics=100', '.'], {
    cwd: tree,
    encoding: 'utf8',
  });
  output = `${run.stdout}${run.stderr}`;
});

afterAll(() => rmSync(tree, { recursive: true, force: true }));

it.each(probes)('$file importing $imports: refused $refused', ({ file, refused }) => {
  const flagged = new RegExp(`${file}:1:\\d+ lint/style/noRestrictedImports`).test(output);
  expect(flagged, output).toBe(refused);
});

it('refuses two modules that import each other', () => {
  expect(output).toMatch(/mock-server\/cache\/n\.ts:1:\d+ lint\/suspicious\/noImportCycles/);
});
