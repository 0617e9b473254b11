import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productName } from '../../client/app/brand';
import { featureCards, programHighlights } from '../../client/public/home/home-content';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { latestResetLink } from '../support/outbox';
import { expectNoSeriousAxeViolations, loginAs, openHydrated, withPage } from './support/browser';
import type { E2eServer } from './support/e2e-server';
import { startE2eSuite } from './support/e2e-suite';

/** Every public route with texts a visitor must see there. */
const publicRoutes: { path: string; texts: string[] }[] = [
  {
    path: '/',
    texts: [
      messages.site.heroSlideTitles[0],
      'Batches of 15, never more',
      messages.site.programHighlights,
      ...messages.site.admissionSteps,
      messages.site.closingBanner,
    ],
  },
  {
    path: '/why-us',
    texts: ['Our mission: raise thinkers, not test-takers', 'What we value', 'How we teach'],
  },
  {
    path: '/curriculum',
    texts: ['Mathematics', 'Physics', 'Chemistry', 'Quadratic equations and their roots'],
  },
  { path: '/OurProgrammes', texts: ['Foundational', 'Express', 'Free NEET'] },
  {
    path: '/fees',
    texts: ['Fees for students in India', '₹20,000', 'Fees for students outside India', 'Per month'],
  },
  { path: '/pricing', texts: [messages.site.choosePlan, '6 Months', '₹3,500', messages.site.proceedToPay] },
  { path: '/apply-now', texts: ['Apply for Classes 7 to 10', 'Apply for Free NEET'] },
  {
    path: '/apply-demo',
    texts: ['Application for the Foundational and Express programmes', "Parent's mobile", 'Send application'],
  },
  {
    path: '/apply-neet',
    texts: ['Application for the free NEET programme', 'Government institution', 'Send application'],
  },
  { path: '/forgot-password', texts: [messages.site.forgotPassword, 'we will send a reset link'] },
  { path: '/reset-password', texts: [messages.auth.resetLinkInvalid] },
  { path: '/reset-password?uid=1&token=abc', texts: ['New password', 'Confirm password'] },
  { path: '/no-such-page', texts: [messages.notFound] },
  { path: '/login', texts: [messages.site.forgotPassword, 'Students and teachers sign in here.'] },
];

/** A test that visits every public route in turn: on a loaded machine fourteen visits take minutes. */
const everyRouteTimeoutMs = 240_000;

let server: E2eServer;
let browser: Browser;
startE2eSuite((suite) => {
  ({ server, browser } = suite);
});

/**
 * Holds back the last of the app's code (boot, which hydrates the page) until `release` is called:
 * the prerendered page shows and the entry module runs, but nothing has hydrated.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) {
    await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible' });
  }
}

describe.each([390, 1280] as const)('public site at %i px', (width) => {
  it(
    'shows every public route with its texts, the footer and no serious axe violation',
    async () => {
      await withPage(browser, server.url, width, async ({ page, errors }) => {
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        for (const route of publicRoutes) {
          await page.goto(route.path);
          await expectTexts(page, route.texts);
          await page.locator('footer').getByText(`© ${new Date().getFullYear()} ${productName}`).waitFor();
          // Checked once usable: a form's button changing colour as hydration enables it would be
          // measured half-way (its disabled colours are checked in theme.test.ts).
          await page.waitForFunction(() => !document.querySelector('fieldset:disabled'));
          await expectNoSeriousAxeViolations(page);
        }
        // Each contact icon opens what it says; none is fetched.
        const footer = page.locator('footer');
        for (const [name, href] of [
          ['E-mail', /^mailto:/],
          ['Chat with admissions', /^https:\/\/wa\.me\//],
          ['Call', /^tel:\+/],
          ['Telegram channel', /^https:\/\/t\.me\//],
        ] as const) {
          expect(await footer.getByRole('link', { name }).first().getAttribute('href')).toMatch(href);
        }
        expect(errors).toEqual([]);
        // Every byte comes from the site itself: own art, own fonts, own API; nothing from the network.
        const origin = new URL(server.url).origin;
        expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
        // The areas are separate chunks: browsing the public site never downloads them.
        expect(requested.filter((url) => /StudentArea|TeacherArea/.test(url))).toEqual([]);
      });
    },
    everyRouteTimeoutMs,
  );
});

/** The prerendered routes: their HTML carries the page, the reset-password form is drawn by script. */
const prerenderedRoutes = publicRoutes.filter((route) => !route.path.startsWith('/reset-password'));

/** Text as it reads in HTML source, where React escapes quotes and ampersands. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('prerendered pages', () => {
  it('carry their text in the first response, with no inline script, and a 404 status for no route', async () => {
    for (const route of prerenderedRoutes) {
      const response = await fetch(server.url + route.path);
      const html = await response.text();
      expect(response.status, route.path).toBe(route.path === '/no-such-page' ? 404 : 200);
      for (const text of route.texts) expect(html, `${route.path}: ${text}`).toContain(asHtml(text));
      // The CSP allows scripts from the site only: every script element names its file.
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), route.path).toBeNull();
    }
    // Until the script runs, the sign-in form is never sent natively: that would put the password
    // in the address. A dialog form outside a dialog sends nothing.
    expect(await (await fetch(`${server.url}/login`)).text()).toMatch(/<form[^>]*method="dialog"/);
  });

  it(
    "paint whole and hydrate without a mismatch or anything moving (390 px, a phone's CPU)",
    async () => {
      for (const route of prerenderedRoutes) {
        // A first visit each: a page whose code and styles are cached paints too fast to show it.
        await withPage(browser, server.url, 390, async ({ page, errors }) => {
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          // About a phone's CPU: there, Chromium paints a page it has not finished parsing, and the
          // sign-in card, centred, jumped up as its form arrived (a shift of 0.16 on /login).
          const devtools = await page.context().newCDPSession(page);
          await devtools.send('Emulation.setCPUThrottlingRate', { rate: 6 });
          await page.goto(route.path);
          await page.waitForLoadState('networkidle');
          const shift = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => {
                  resolve(
                    list
                      .getEntries()
                      .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
                  );
                }).observe({ type: 'layout-shift', buffered: true });
                // No entry at all: the observer never calls back.
                requestAnimationFrame(() => setTimeout(() => resolve(0), 500));
              }),
          );
          expect(shift, route.path).toBeLessThan(0.02);
          // A route with no page answers 404; its prerendered page logs that response, and nothing else.
          expect(
            errors.filter((error) => !/status of 404/.test(error)),
            route.path,
          ).toEqual([]);
        });
      }
    },
    everyRouteTimeoutMs,
  );
});

describe.each([390, 1280] as const)('home page at %i px', (width) => {
  it('has the five slides, six feature cards, the programme highlights and the closing Apply Now', async () => {
    await withPage(browser, server.url, width, async ({ page }) => {
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Why families choose us' });
      await carousel.getByRole('heading', { name: messages.site.heroSlideTitles[0] }).waitFor();
      // One slide shows at a time; all five are there to be moved to.
      for (const title of messages.site.heroSlideTitles) {
        expect(await carousel.getByRole('heading', { name: title, includeHidden: true }).count()).toBe(1);
      }
      expect(await page.getByRole('group', { name: /of 5$/, includeHidden: true }).count()).toBe(5);
      for (const { title } of featureCards) {
        await page.getByRole('heading', { name: title, level: 3 }).waitFor({ state: 'visible' });
      }
      expect(featureCards).toHaveLength(6);
      const highlights = page.getByRole('region', { name: messages.site.programHighlights });
      for (const { title } of programHighlights) {
        expect(await highlights.getByRole('link', { name: title }).getAttribute('href')).toBe(
          '/OurProgrammes',
        );
      }
      const banner = page.getByRole('region', { name: messages.site.closingBanner });
      expect(await banner.getByRole('link', { name: messages.site.applyNow }).getAttribute('href')).toBe(
        '/apply-now',
      );
    });
  });
});

describe('chrome', () => {
  it('highlights the current menu item and scrolls to the top on a new path (1280 px)', async () => {
    await withPage(browser, server.url, 1280, async ({ page }) => {
      await openHydrated(page, '/fees');
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Fees' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await expect(
        menu.getByRole('link', { name: 'Curriculum' }).getAttribute('aria-current'),
      ).resolves.toBeNull();
      await openHydrated(page, '/login');
      const topBar = page.getByRole('banner');
      await expect(
        topBar.getByRole('link', { name: 'Login', exact: true }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      await expect(menu.getByRole('link', { name: 'Fees' }).getAttribute('aria-current')).resolves.toBeNull();

      await openHydrated(page, '/');
      await page.getByText(messages.site.closingBanner).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // The banner is content the page keeps as prerendered: its link still moves within the app.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('main').getByRole('link', { name: messages.site.applyNow }).click();
      await page.waitForURL('**/apply-now');
      await page.getByText('Apply for Free NEET').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });
  });
});

describe('before the page has hydrated', () => {
  it('keeps where a visitor scrolled the prerendered page (1280 px)', async () => {
    await withPage(browser, server.url, 1280, async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto('/');
      await page.getByRole('heading', { name: messages.site.heroSlideTitles[0] }).waitFor();
      // Down to the programme highlights, as a reader would before the page is interactive.
      await page.evaluate(() => window.scrollTo(0, 1500));
      expect(await page.evaluate(() => window.scrollY)).toBe(1500);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The effects of the hydrated page have run; a frame later nothing has moved the page.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(1500);
    });
  });

  it('keeps the global styles it was served, and the app shell builds its own (390 px)', async () => {
    await withPage(browser, server.url, 390, async ({ page, errors }) => {
      // The style elements that define the theme's tokens, read from the browser's style sheets (the
      // app inserts its rules without text).
      const tokenStyles = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('style')]
            .map((style) => ({
              name: style.dataset.emotion,
              rules: [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
            }))
            .filter((style) => style.rules.includes('--chakra-colors-brand-500:'))
            .map((style) => `${style.name} ${style.rules.length}`),
        );
      const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const release = await holdHydration(page);
      await page.goto('/pricing');
      const served = await tokenStyles();
      expect(served).toHaveLength(1);
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // Hydrating renders none of them again: the same one element, and the theme's font applies.
      expect(await tokenStyles()).toEqual(served);
      expect(await bodyFont()).toMatch(/^system-ui/);

      // A client-only route is served the app shell, without prerendered styles: the app adds them.
      await openHydrated(page, '/reset-password?uid=1&token=abc');
      await page.getByLabel('New password', { exact: true }).waitFor();
      expect(await tokenStyles()).toHaveLength(1);
      expect(await bodyFont()).toMatch(/^system-ui/);
      expect(errors).toEqual([]);
    });
  });

  it('signs in with what was typed and sent into the prerendered form (390 px)', async () => {
    await withPage(browser, server.url, 390, async ({ page, errors }) => {
      const release = await holdHydration(page);
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(demoAccounts.meera.email);
      await page.getByLabel('Password', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      // Not sent natively (no password in the address), and nothing typed is lost.
      expect(page.url()).toBe(`${server.url}/login`);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demoAccounts.meera.email);
      release();
      // Once hydrated, the form sends the submit it was given, with what was typed.
      await page.waitForURL('**/dashboard');
      expect(errors).toEqual([]);
    });
  });
});

describe('phone menu', () => {
  it('opens the side drawer with the same links, locks scrolling, and closes on a link or a click outside', async () => {
    await withPage(browser, server.url, 390, async ({ page, errors }) => {
      await openHydrated(page, '/fees');
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor({ state: 'visible' });
      for (const label of [
        'Home',
        'Why Us',
        'Curriculum',
        'Programmes',
        'Fees',
        'Payments',
        'Login',
        'Apply Now',
      ]) {
        await drawer.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
      }
      expect(await drawer.getByRole('link', { name: 'Fees' }).getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await expectNoSeriousAxeViolations(page);

      await drawer.getByRole('link', { name: 'Curriculum' }).click();
      await page.waitForURL('**/curriculum');
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

      // Pressed at once: the new page's screen may still be loading, and its arrival must not
      // close the drawer again.
      await menuButton.click();
      await drawer.waitFor({ state: 'visible' });
      await page.mouse.click(20, 450);
      await drawer.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    });
  });
});

describe('home hero', () => {
  it('keeps its white titles readable while the background art has not loaded', async () => {
    await withPage(browser, server.url, 390, async ({ page }) => {
      await page.route('**/art/hero-bg-*.svg', (route) => route.abort());
      await openHydrated(page, '/');
      const slide = page.getByRole('group', { name: '1 of 5' });
      await slide.getByRole('heading', { name: messages.site.heroSlideTitles[0] }).waitFor();
      const colour = await slide.evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red, green, blue, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      expect(alpha).toBe(1);
      // Dark enough under white text (relative luminance well below the 0.18 of mid grey).
      expect((0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255).toBeLessThan(0.18);
    });
  });

  it.each([390, 1280] as const)(
    'shows each of the five slides through its dot at %i px, at one height',
    async (width) => {
      await withPage(browser, server.url, width, async ({ page }) => {
        await openHydrated(page, '/');
        const hero = page.getByRole('region', { name: 'Why families choose us' });
        const heights = new Set<number>();
        for (const [index, title] of messages.site.heroSlideTitles.entries()) {
          await page.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
          await page.getByRole('heading', { name: title }).waitFor({ state: 'visible' });
          heights.add(await hero.evaluate((element) => element.getBoundingClientRect().height));
        }
        // The page below never jumps as the slides change.
        expect(heights.size).toBe(1);
      });
    },
  );
});

describe('keyboard', () => {
  it('reaches the skip link first, and it moves focus to the page content', async () => {
    await withPage(browser, server.url, 1280, async ({ page }) => {
      await openHydrated(page, '/why-us');
      await page.getByRole('heading', { name: 'Our mission: raise thinkers, not test-takers' }).waitFor();
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to content' });
      expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await skipLink.isVisible()).toBe(true);
      // Visible means on top: nothing (the sticky top bar) covers its centre.
      expect(
        await skipLink.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && link.contains(top);
        }),
      ).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
      await page.keyboard.press('Tab');
      // The next stop is inside the page, past the menu.
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    });
  });
});

describe('sign-in', () => {
  it.each([
    [
      'a student with a valid subscription',
      demoAccounts.asha.email,
      '/dashboard',
      `Welcome back, ${demoAccounts.asha.firstName}!`,
    ],
    ['a student whose subscription lapsed', demoAccounts.kabir.email, '/pricing', messages.site.choosePlan],
    ['a teacher', demoAccounts.teacher.email, '/teacher', 'Teacher Dashboard'],
  ])('sends %s to the right place', async (_who, email, destination, heading) => {
    await withPage(browser, server.url, 1280, async ({ page, errors }) => {
      await loginAs(page, email, demoPassword);
      await page.getByText(messages.auth.welcome).waitFor();
      // The destination's own screen, loaded and still there: not a bounce back through it.
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(destination);
      expect(errors).toEqual([]);
    });
  });

  it('logs out: the stored session is gone and the area sends the visitor home', async () => {
    await withPage(browser, server.url, 390, async ({ page }) => {
      await loginAs(page, demoAccounts.meera.email, demoPassword);
      await page.waitForURL('**/dashboard');
      const refresh = await page.evaluate(() => localStorage.getItem('refreshToken'));
      await page.goto('/logout');
      await page.waitForURL((current) => current.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      // The server ended the session too: a copy of its refresh token is worth nothing now.
      const reuse = await fetch(`${server.url}/api/token/refresh/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      expect(reuse.status).toBe(401);
      await page.goto('/dashboard');
      await page.waitForURL((current) => current.pathname === '/');
    });
  });

  it('refuses a wrong password with the login-failed message', async () => {
    await withPage(browser, server.url, 390, async ({ page }) => {
      await openHydrated(page, '/login');
      await page.getByLabel('Email', { exact: true }).fill(demoAccounts.asha.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(messages.auth.loginFailed).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    });
  });

  it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
    const { email } = demoAccounts.rohan;
    const newPassword = 'summit-2027-climb';
    await withPage(browser, server.url, 390, async ({ page, errors }) => {
      await openHydrated(page, '/login');
      await page.getByRole('link', { name: messages.site.forgotPassword }).click();
      // Navigation keeps the old screen up while the new one loads: wait for the new one.
      await page.getByRole('heading', { name: messages.site.forgotPassword }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: messages.site.submit }).click();
      await page.getByText(messages.auth.resetLinkSent).waitFor();

      const { url } = await latestResetLink(server, email);
      await page.goto(url.toString());
      await page.getByLabel('New password').fill(newPassword);
      await page.getByLabel('Confirm password').fill(newPassword);
      await page.getByRole('button', { name: messages.site.submit }).click();
      await page.getByText(messages.auth.resetSuccess).waitFor();
      await page.waitForURL((current) => current.pathname === '/');

      await loginAs(page, email, newPassword);
      await page.waitForURL('**/dashboard');
      expect(errors).toEqual([]);
    });
  });
});
