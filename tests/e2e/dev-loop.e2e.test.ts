import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { messages } from '../../shared/messages';
import { type E2ePage, launchBrowser, loginAs, openPage } from './support/browser';
import { type DevProcess, startNpmScript, startOnFreePort } from './support/dev-processes';
import { trackOpenSockets, waitForOpenSocket } from './support/open-sockets';

/**
 * The developer loop: `npm run mock` and `npm run dev` side by side, used through Vite's port as a
 * developer does, with Vite forwarding the server's paths (vite.config.ts) to the mock.
 */
// Vite compiles each module on its first request, and the machine may be busy: generous limits.
describe('npm run mock + npm run dev', { timeout: 240_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tutoring-dev-loop-'));
  let mock: DevProcess | undefined;
  let vite: DevProcess | undefined;
  let viteUrl = '';
  let browser: Browser;
  let student: E2ePage | undefined;
  let teacher: E2ePage | undefined;

  beforeAll(async () => {
    const mockServer = await startOnFreePort((port) =>
      startNpmScript(
        'mock',
        [],
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(scratch, 'data'),
          PGLITE_DIR: 'memory://',
          // An empty folder: the pages must come from Vite, not from a build the mock would serve.
          CLIENT_DIR: path.join(scratch, 'no-client'),
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
        },
        /Tutoring service ready at/,
        /EADDRINUSE|Error:/,
      ),
    );
    mock = mockServer.process;
    const devServer = await startOnFreePort((port) =>
      startNpmScript(
        'dev',
        ['--port', String(port), '--strictPort', '--host', '127.0.0.1'],
        {
          API_PROXY_TARGET: `http://127.0.0.1:${mockServer.port}`,
          VITE_CACHE_DIR: path.join(scratch, 'vite-cache'),
        },
        new RegExp(`Local:\\s+http://127\\.0\\.0\\.1:${port}/`),
        /already in use|error when starting/i,
      ),
    );
    vite = devServer.process;
    viteUrl = `http://127.0.0.1:${devServer.port}`;
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await student?.close();
    await teacher?.close();
    await browser?.close();
    await vite?.stop();
    await mock?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('serves the client’s own modules, not the server’s 404, under folders beside the proxied ones', async () => {
    const answer = await fetch(`${viteUrl}/data/client.ts`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
  });

  it('signs a student in through Vite onto a dashboard that renders', async () => {
    student = await openPage(browser, viteUrl, 1280);
    await trackOpenSockets(student.page);
    await loginAs(student.page, demoAccounts.asha.email, demoPassword);
    expect(new URL(student.page.url()).pathname).toBe('/dashboard');
    await student.page
      .getByRole('heading', { name: `Welcome back, ${demoAccounts.asha.firstName}!` })
      .waitFor();
    await student.page.getByRole('heading', { name: 'Teacher announcements' }).waitFor();
  });

  it('signs a teacher in through Vite, and the announcement she sends reaches the student live', async () => {
    if (!student) throw new Error('the student is not signed in');
    // Through Vite's ws proxy; a channel hears only what is sent while it is open.
    await waitForOpenSocket(student.page, /^\/ws\/batch\/\d+\/$/);
    teacher = await openPage(browser, viteUrl, 1280);
    await loginAs(teacher.page, demoAccounts.teacher.email, demoPassword);
    expect(new URL(teacher.page.url()).pathname).toBe('/teacher');
    const message = `Bring your compass on Friday (${Date.now()})`;
    await teacher.page.getByRole('textbox', { name: 'Message' }).fill(message);
    await teacher.page.getByRole('button', { name: 'Send Announcement' }).click();
    await teacher.page.getByText(messages.teacher.announcementSent).waitFor();
    // No reload: the message comes over the student's socket, which Vite forwards to the mock.
    await student.page.getByRole('region', { name: 'Teacher announcements' }).getByText(message).waitFor();
    expect(student.errors).toEqual([]);
    expect(teacher.errors).toEqual([]);
  });
});
