// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginEvent } from '../../../machines/login.machine';
import {
  authenticated,
  authenticationFailed,
  loginAnswers,
  loginModel,
} from '../../../machines/testing/login.model';
import { storageKeys } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { LoginResponse } from '../../../shared/schemas/auth';
import { notify } from '../../components/notify';
import { type FakeAnswer, fakeServer } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';
import { usableOnceHydrated } from '../../testing/usable-once-hydrated';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/**
 * A fake server whose login call waits until the test answers it; Choose Your Plan's location
 * check answers India. Calls of the areas a sign-in leads to are not answered (they fail).
 */
function fakeLoginServer() {
  const pendingLogins: ((answer: FakeAnswer) => void)[] = [];
  const server = fakeServer({
    login: () => new Promise<FakeAnswer>((answer) => pendingLogins.push(answer)),
    geo: { body: { country: 'IN' } },
  });
  return {
    answerLatestLogin: (answer: FakeAnswer) => pendingLogins.at(-1)?.(answer),
    loginsSent: () => server.bodiesSentTo('login'),
  };
}

async function openLogin() {
  const router = renderPublicRoute('/login');
  const user = userEvent.setup();
  // Held on to: while busy, its name changes to 'Logging in...'. The screen is a lazy chunk, whose
  // first load in a busy test run may take a while.
  const loginButton = await usableOnceHydrated(
    await screen.findByRole('button', { name: messages.site.login }, { timeout: 10_000 }),
  );
  const emailField = screen.getByLabelText('Email');
  const passwordField = screen.getByLabelText('Password');
  // Pasted rather than typed: a keystroke re-renders the form, and the paths are many.
  async function fillIn(field: HTMLElement, text: string) {
    await user.clear(field);
    if (text) await user.paste(text);
  }
  async function submit(email: string, password: string) {
    await fillIn(emailField, email);
    await fillIn(passwordField, password);
    await user.click(loginButton);
  }
  return { router, loginButton, emailField, submit };
}

const storedKeys = () => Object.values(storageKeys).filter((key) => localStorage.getItem(key) !== null);

describe('Login (login model paths)', () => {
  const paths = loginModel().getSimplePaths({ allowDuplicatePaths: true });

  for (const path of paths) {
    it(path.description, async () => {
      const server = fakeLoginServer();
      const welcome = vi.spyOn(notify, 'success');
      const login = await openLogin();
      let lastAnswer: LoginResponse | null = null;

      await path.test({
        states: {
          idle: async () => {
            expect(login.emailField).toHaveValue('');
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            expect(login.router.state.location.pathname).toBe('/login');
            expect(storedKeys()).toEqual([]);
          },
          authenticating: async () => {
            await waitFor(() => expect(login.loginButton).toBeDisabled());
            // A screen reader still hears what the button is doing.
            expect(login.loginButton).toHaveAccessibleName('Logging in...');
            // The e-mail as typed, without the spaces around it; the password as typed.
            expect(server.loginsSent().at(-1)).toEqual({
              username: 'asha@example.org',
              password: 'Secret123',
            });
            expect(screen.queryByRole('alert')).not.toBeInTheDocument();
            // Submitting again while the call runs sends nothing more.
            const sent = server.loginsSent().length;
            fireEvent.submit(login.loginButton.closest('form') as HTMLFormElement);
            expect(server.loginsSent()).toHaveLength(sent);
          },
          failed: async (state) => {
            expect(await screen.findByRole('alert')).toHaveTextContent(state.context.error ?? '');
            expect(login.loginButton).toBeEnabled();
            expect(login.router.state.location.pathname).toBe('/login');
            // Refused, unknown or blank: nothing of it is kept as a session.
            expect(storedKeys()).toEqual([]);
            expect(welcome).not.toHaveBeenCalled();
          },
          signedIn: async (state) => {
            await waitFor(() => expect(login.router.state.location.pathname).toBe(state.context.destination));
            const user = (lastAnswer as LoginResponse).user;
            expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-token');
            expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-token');
            expect(localStorage.getItem(storageKeys.userRole)).toBe(user.role);
            expect(localStorage.getItem(storageKeys.validUntil)).toBe(user.valid_until);
            expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null')).toEqual(user);
            expect(welcome).toHaveBeenCalledWith(messages.auth.welcome);
          },
        },
        events: {
          async SUBMIT({ event }) {
            const { email, password } = event as LoginEvent;
            await login.submit(email, password);
          },
          async [authenticated]({ event }) {
            lastAnswer = (event as unknown as { output: LoginResponse }).output;
            server.answerLatestLogin({ body: lastAnswer });
          },
          async [authenticationFailed]() {
            server.answerLatestLogin({
              status: 401,
              body: { detail: 'No active account found with the given credentials' },
            });
          },
        },
      });
    });
  }
});

describe('Login', () => {
  it("refuses a role other than student or teacher with 'Unknown user role.', and keeps nothing", async () => {
    const server = fakeLoginServer();
    const login = await openLogin();
    await login.submit('asha@example.org', 'Secret123');
    server.answerLatestLogin({ body: loginAnswers.unknownRole });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.unknownRole);
    expect(login.router.state.location.pathname).toBe('/login');
    expect(storedKeys()).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderPublicRoute('/login');
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'learn2026');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to Forgot Password', async () => {
    const user = userEvent.setup();
    renderPublicRoute('/login');
    await user.click(await screen.findByRole('link', { name: messages.site.forgotPassword }));
    expect(await screen.findByRole('heading', { name: messages.site.forgotPassword })).toBeInTheDocument();
  });
});
