import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Debian's Chromium, headless; no browser download. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export type E2ePage = {
  page: Page;
  /**
   * Uncaught exceptions thrown in the page, CSP violations and Permissions-Policy header errors; a test
   * can expect it to stay empty.
   */
  errors: string[];
  /** Closes the page; fails when the Content-Security-Policy blocked anything while it was open. */
  close(): Promise<void>;
};

type Violation = { directive: string; blocked: string; source: string };

/**
 * Reports every `securitypolicyviolation` of every document the context opens (registered before
 * any page script runs). The server's CSP is strict, so a screen that needs more than it allows
 * shows up here rather than as a silently missing style, image or socket.
 */
async function recordCspViolations(context: BrowserContext, report: (violation: string) => void) {
  await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) =>
    report(`CSP blocked ${violation.blocked} (${violation.directive}) at ${violation.source}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(violation: Violation): void })
        .__reportCspViolation;
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        source: `${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      });
    });
  });
}

/** A fresh context (empty storage) at a phone (390) or desktop (1280) width, relative URLs on baseUrl. */
export async function openPage(browser: Browser, baseUrl: string, width: 390 | 1280): Promise<E2ePage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: 900 } });
  const errors: string[] = [];
  const cspViolations: string[] = [];
  await recordCspViolations(context, (violation) => {
    cspViolations.push(violation);
    errors.push(violation);
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  // Chromium also logs what it refused ("Refused to load ..."), including what no event reports.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Refused to')) {
      cspViolations.push(message.text());
      errors.push(message.text());
    }
    // A header the browser cannot read (an unknown Permissions-Policy feature) is a warning on every page.
    if (message.text().startsWith('Error with Permissions-Policy header')) errors.push(message.text());
  });
  return {
    page,
    errors,
    async close() {
      await context.close();
      if (cspViolations.length > 0) {
        throw new Error(`The Content-Security-Policy blocked:\n${[...new Set(cspViolations)].join('\n')}`);
      }
    },
  };
}

/**
 * Opens a prerendered page and waits until it has hydrated: before that its widgets do not answer
 * and its forms hold a submit until they can send it.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs in through the real login form and waits until the app has left /login. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/**
 * Waits until every finite animation and transition has finished: a dialog fading in or a button
 * changing colour is measured half-way otherwise. Looping animations (the loading blob) never finish.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Puts the pointer in a known place before a check: off the page by default, so nothing is hovered
 * whatever the last click landed on; over `hover` when that state is the one to check.
 */
async function placePointer(page: Page, hover?: Locator): Promise<void> {
  if (hover) await hover.hover();
  else await page.mouse.move(-1, -1);
  await page.waitForFunction(
    (expectHover) => document.querySelectorAll(':hover').length > 0 === expectHover,
    Boolean(hover),
  );
  await settleAnimations(page);
}

/**
 * Runs axe-core on the current page, once animations have settled and with nothing under the pointer
 * (or with `hover` hovered, to check that state on purpose), and fails on any serious or critical
 * violation, listing them.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  options: { hover?: Locator } = {},
): Promise<void> {
  await placePointer(page, options.hover);
  // Evaluated by the driver, not added as an inline <script>, which the pages' CSP refuses.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const serious = (violations as AxeViolation[]).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (serious.length > 0) {
    const list = serious
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help}\n    at ${violation.nodes
            .map((node) => node.target.join(' '))
            .join('\n    at ')}`,
      )
      .join('\n');
    throw new Error(
      `axe found ${serious.length} serious or critical violation(s) on ${page.url()}:\n${list}`,
    );
  }
}

/** Runs `use` on a page `openPage` opens, and closes the page after it, passed or failed. */
export async function withPage(
  browser: Browser,
  baseUrl: string,
  width: 390 | 1280,
  use: (opened: E2ePage) => Promise<void>,
): Promise<void> {
  const opened = await openPage(browser, baseUrl, width);
  try {
    await use(opened);
  } finally {
    await opened.close();
  }
}
