import type { Page } from 'playwright-core';
import { accountLinks } from '../../../shared/constants';
import { apiClient } from '../../api/support/api-client';
import { latestResetLink } from '../../support/outbox';
import { expectNoSeriousAxeViolations, loginAs } from './browser';
import type { E2eServer } from './e2e-server';

/** The set-password link of the newest invitation mailed to `email`; fails when the newest mail is not one. */
export async function invitationLink(server: E2eServer, email: string): Promise<URL> {
  const { url } = await latestResetLink(server, email);
  if (url.pathname !== accountLinks.setPasswordPath) {
    throw new Error(
      `The newest mail to ${email} links to ${url.pathname}, not ${accountLinks.setPasswordPath}`,
    );
  }
  return url;
}

/**
 * Accepts the invitation mailed to `email` through the API (what the set-password page sends), for
 * accounts a test needs signed in but does not test the invitation of.
 */
export async function acceptInvitation(server: E2eServer, email: string, password: string): Promise<void> {
  const link = await invitationLink(server, email);
  const answer = await apiClient(server.url)('POST', '/api/password-reset-confirm/', {
    json: { uid: link.searchParams.get('uid'), token: link.searchParams.get('token'), password },
  });
  if (answer.status !== 200) throw new Error(`Accepting the invitation of ${email}: ${answer.status}`);
}

/** Signs in with a password through the API and returns the access token; a refusal throws. */
export async function accessTokenOf(server: E2eServer, email: string, password: string): Promise<string> {
  const answer = await apiClient(server.url)('POST', '/api/login/', { json: { username: email, password } });
  if (answer.status !== 200)
    throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access;
}

/**
 * Follows the invitation link on `page`: chooses `password` on the set-password page (checked for
 * serious axe violations), then signs in with it and waits for /dashboard.
 */
export async function setPasswordAndSignIn(page: Page, link: URL, email: string, password: string) {
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Set your password' }).waitFor();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your password is set. Please log in.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  await loginAs(page, email, password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
