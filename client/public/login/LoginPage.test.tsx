// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { answerFetch, renderPublicRoute, sentBodies } from '../renderPublicRoute';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function loginAnswer(role: string, validUntil: string | null) {
  return {
    body: {
      access: 'access-token',
      refresh: 'refresh-token',
      user: {
        id: 3,
        email: 'asha@demo.school',
        role,
        first_name: 'Asha',
        last_name: 'Verma',
        valid_until: validUntil,
      },
    },
  };
}

async function signIn(email: string, password: string) {
  const router = renderPublicRoute('/login');
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  if (email) await user.type(emailField, email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: messages.site.login }));
  return router;
}

describe('Login', () => {
  it.each([
    ['', 'learn2026'],
    ['asha@demo.school', ''],
  ])('needs both the e-mail and the password (%j, %j)', async (email, password) => {
    const fetchSpy = vi.fn(answerFetch({}));
    vi.stubGlobal('fetch', fetchSpy);
    await signIn(email, password);
    expect(await screen.findByText(messages.auth.loginRequired)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses wrong credentials with the spec message and stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      answerFetch({ '/api/login/': { status: 401, body: { detail: 'No active account.' } } }),
    );
    await signIn('asha@demo.school', 'wrong');
    expect(await screen.findByText(messages.auth.loginFailed)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('treats an answer without a user role as a failure', async () => {
    vi.stubGlobal('fetch', answerFetch({ '/api/login/': { body: { access: 'a', refresh: 'r', user: {} } } }));
    await signIn('asha@demo.school', 'learn2026');
    expect(await screen.findByText(messages.auth.loginFailed)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('sends a student with a valid subscription to the dashboard and welcomes them', async () => {
    const fetchSpy = vi.fn(answerFetch({ '/api/login/': loginAnswer('student', tomorrow) }));
    vi.stubGlobal('fetch', fetchSpy);
    const router = await signIn('asha@demo.school', 'learn2026');
    expect(await screen.findByText(messages.auth.welcome)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBodies(fetchSpy, '/api/login/')).toEqual([
      { username: 'asha@demo.school', password: 'learn2026' },
    ]);
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-token');
    expect(localStorage.getItem(storageKeys.userRole)).toBe('student');
  });

  it.each([
    ['lapsed', yesterday],
    ['missing', null],
  ])('sends a student whose subscription is %s to Choose Your Plan', async (_case, validUntil) => {
    vi.stubGlobal(
      'fetch',
      answerFetch({
        '/api/login/': loginAnswer('student', validUntil),
        '/api/geo/': { body: { country: 'IN' } },
      }),
    );
    await signIn('kabir@demo.school', 'learn2026');
    expect(await screen.findByRole('heading', { name: messages.site.choosePlan })).toBeInTheDocument();
  });

  it('sends a teacher to the teacher area', async () => {
    vi.stubGlobal('fetch', answerFetch({ '/api/login/': loginAnswer('teacher', null) }));
    const router = await signIn('teacher@demo.school', 'learn2026');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/teacher'));
    expect(localStorage.getItem(storageKeys.userRole)).toBe('teacher');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderPublicRoute('/login');
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'learn2026');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to Forgot Password', async () => {
    const user = userEvent.setup();
    renderPublicRoute('/login');
    await user.click(await screen.findByRole('link', { name: messages.site.forgotPassword }));
    expect(await screen.findByRole('heading', { name: messages.site.forgotPassword })).toBeInTheDocument();
  });
});
