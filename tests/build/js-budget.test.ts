import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FirstLoad,
  publicFirstLoads,
  readManifest,
  withStaticImports,
} from '../../scripts/site-build/first-load';

/**
 * The most JavaScript (gzipped) a public screen may load before it is usable: the app shell with
 * its static imports, plus the screen's chunk with its own. react-dom, the router, Chakra with
 * emotion and the app shell's own code are the floor under any screen, so a much lower budget needs
 * one of them replaced. The budgets sit just above what the screens load today, so any growth fails
 * here and has to be argued for; the home page loads more than other content screens because its
 * carousel runs on XState. The app is evaluated in five chunks, one a task, so no single evaluation
 * blocks a phone (the theme and its system are two, at about 0.6 kB of compression), and forms
 * replay what was sent before they hydrated. Each chunk starts with V8's compile hint
 * (vite.config.ts), about 20 bytes.
 */
const contentBudgetBytes = 169_200;
/**
 * Signing out, resetting a password, a guardian's sign-up and a mail's unsubscribe links also carry
 * the session machine and the schemas of the public site's calls (shared/site-api.ts); sign-in
 * carries XState for its login machine and loads the site's client, the session store and the toasts
 * when the form is first used. Each new call of the public site grows this budget.
 */
const accountBudgetBytes = 212_700;
const accountScreens =
  /\/(login|logout|forgot-password|reset-password|unsubscribe|join-family|guardian-mail)\//;

const projectRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(projectRoot, 'node_modules', '.cache', 'js-budget', `${process.pid}-${Date.now()}`);
let loads: FirstLoad[];

beforeAll(() => {
  mkdirSync(outDir, { recursive: true });
  execFileSync(
    path.join(projectRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    // Vitest sets NODE_ENV=test, which would build React's development bundles.
    { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  loads = publicFirstLoads(outDir);
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function overBudget(load: FirstLoad, budget: number): string | null {
  if (load.gzipBytes <= budget) return null;
  const chunks = load.chunks.map((chunk) => `${chunk.file} ${kB(chunk.gzipBytes)}`).join(', ');
  return `${load.screen}: ${kB(load.gzipBytes)} > ${kB(budget)} (${chunks})`;
}

describe('JavaScript budget of the public first load (gzipped)', () => {
  it('finds every public screen in the build', () => {
    const screens = loads.map((load) => load.screen);
    for (const screen of [
      'public/home/HomePage.tsx',
      'public/pricing/PricingPage.tsx',
      'public/login/LoginPage.tsx',
    ]) {
      expect(screens).toContain(screen);
    }
  });

  it('keeps each content screen and each account screen within its budget', () => {
    const failures = loads
      .map((load) =>
        overBudget(load, accountScreens.test(load.screen) ? accountBudgetBytes : contentBudgetBytes),
      )
      .filter((failure) => failure !== null);
    expect(failures).toEqual([]);
  });

  it('starts the app in one chunk a step, none of them fetched before the first paint', () => {
    const manifest = readManifest(outDir);
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
    const steps = manifest[entry].dynamicImports ?? [];
    expect(steps.length).toBe(5);
    // Each step loads its own chunk and at most the chunks of the steps before it and the entry's.
    const before = withStaticImports(manifest, entry);
    for (const step of steps) {
      const added = [...withStaticImports(manifest, step, new Set(before))].filter((key) => !before.has(key));
      expect(added, step).toEqual([step]);
      before.add(step);
    }
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    for (const step of steps) expect(home).not.toContain(manifest[step].file);
  });

  it('has the phone compile each chunk as it downloads, off the main thread', () => {
    const home = loads.find((load) => load.screen === 'public/home/HomePage.tsx');
    const chunks = (home?.chunks ?? []).map((chunk) => ({
      ...chunk,
      code: readFileSync(path.join(outDir, chunk.file), 'utf8'),
    }));
    const reactDom = chunks.filter((chunk) => /hydrateRoot/.test(chunk.code) && chunk.code.length > 100_000);
    const chakraSystem = chunks.filter((chunk) => /cssVarMap/.test(chunk.code));
    const screen = chunks.filter((chunk) => chunk.key === 'public/home/HomePage.tsx');
    for (const part of [reactDom, chakraSystem, screen]) {
      expect(part.length).toBeGreaterThan(0);
      for (const chunk of part)
        expect(chunk.code.startsWith('//# allFunctionsCalledOnLoad\n'), chunk.file).toBe(true);
    }
  });

  it('leaves the areas, the date picker, the socket client and the API schemas out of every content screen', () => {
    // Told apart by what their code says: minified names change, these strings do not.
    const signatures: [string, RegExp][] = [
      ['zod (API schemas)', /ZodError/],
      ['react-day-picker', /rdp-/],
      ['socket client', /new WebSocket\(/],
    ];
    for (const load of loads.filter((load) => !accountScreens.test(load.screen))) {
      const found = load.chunks.flatMap((chunk) => {
        if (/^(student|teacher)\/|GuardedArea/.test(chunk.key)) return [`${chunk.file} (an area)`];
        const code = readFileSync(path.join(outDir, chunk.file), 'utf8');
        return signatures
          .filter(([, signature]) => signature.test(code))
          .map(([name]) => `${chunk.file} (${name})`);
      });
      expect(found, load.screen).toEqual([]);
    }
  });
});
