// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { renderPublicRoute } from '../renderPublicRoute';

afterEach(cleanup);

it('forgets the stored session and goes to the home page', async () => {
  localStorage.setItem(storageKeys.accessToken, 'access-token');
  localStorage.setItem(storageKeys.refreshToken, 'refresh-token');
  localStorage.setItem(storageKeys.userRole, 'student');
  localStorage.setItem(storageKeys.validUntil, '2099-01-01');
  const router = renderPublicRoute('/logout');
  expect(
    await screen.findByRole('heading', { name: messages.site.heroSlideTitles[0] }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/');
  for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
});
