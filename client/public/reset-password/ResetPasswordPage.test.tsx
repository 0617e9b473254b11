// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timings } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { fakeServer } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const validLink = '/reset-password?uid=7&token=abc123';

async function submitPasswords(
  password: string,
  confirmation: string,
  user = userEvent.setup(),
  link = validLink,
) {
  renderPublicRoute(link);
  const [newPassword, confirmPassword] = [
    await screen.findByLabelText('New password'),
    screen.getByLabelText('Confirm password'),
  ];
  if (password) await user.type(newPassword, password);
  if (confirmation) await user.type(confirmPassword, confirmation);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Reset Password', () => {
  it.each(['/reset-password', '/reset-password?uid=7', '/reset-password?token=abc'])(
    'shows only the invalid-link message for %s',
    async (path) => {
      renderPublicRoute(path);
      // The first case also pays for importing the lazy page, which jsdom can take seconds over.
      expect(
        await screen.findByText(messages.auth.resetLinkInvalid, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    },
  );

  it('needs both fields', async () => {
    fakeServer({});
    await submitPasswords('new-pass-2026', '');
    expect(await screen.findByText(messages.auth.resetBothRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs the two passwords to match', async () => {
    fakeServer({});
    await submitPasswords('new-pass-2026', 'new-pass-2027');
    expect(await screen.findByText(messages.auth.resetMismatch)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a too-weak password before asking the server', async () => {
    fakeServer({});
    await submitPasswords('short1', 'short1');
    expect(await screen.findByText(/Password is too weak/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows and hides each password with its toggle', async () => {
    const user = userEvent.setup();
    renderPublicRoute(validLink);
    const newPassword = await screen.findByLabelText('New password');
    expect(newPassword).toHaveAttribute('type', 'password');
    const [firstToggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(firstToggle);
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    await user.click(firstToggle);
    expect(newPassword).toHaveAttribute('type', 'password');
  });

  it('confirms, then returns to the home page after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      confirmPasswordReset: { body: { detail: 'Done.', email: 'asha@example.in' } },
    });
    await submitPasswords(
      'new-pass-2026',
      'new-pass-2026',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    expect(await screen.findByText(messages.auth.resetSuccess)).toBeInTheDocument();
    expect(server.bodiesSentTo('confirmPasswordReset')).toEqual([
      { uid: '7', token: 'abc123', password: 'new-pass-2026' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(timings.passwordResetRedirectMs - 100));
    expect(screen.getByText(messages.auth.resetSuccess)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(
      await screen.findByRole('heading', { name: messages.site.heroSlideTitles[0] }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('after an invitation, leads to a sign-in that says the password is set, with the e-mail filled in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ confirmPasswordReset: { body: { detail: 'Done.', email: 'asha@example.in' } } });
    await submitPasswords(
      'new-pass-2026',
      'new-pass-2026',
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
      '/set-password?uid=7&token=abc123',
    );
    await screen.findByText('Your password is set. Please log in.');
    await act(() => vi.advanceTimersByTimeAsync(timings.passwordResetRedirectMs));
    expect(
      await screen.findByText(messages.auth.invitationPasswordSet, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("shows the server's error text for a refused link", async () => {
    fakeServer({
      confirmPasswordReset: {
        status: 400,
        body: { detail: 'This reset link has expired.', error: 'This reset link has expired.' },
      },
    });
    await submitPasswords('new-pass-2026', 'new-pass-2026');
    expect(await screen.findByText('This reset link has expired.')).toBeInTheDocument();
  });

  it('falls back to the invalid-link message when the refusal has no error text', async () => {
    fakeServer({ confirmPasswordReset: { status: 400, body: { detail: 'x' } } });
    await submitPasswords('new-pass-2026', 'new-pass-2026');
    expect(await screen.findByText(messages.auth.resetConfirmFallback)).toBeInTheDocument();
  });

  it('says something went wrong when the network fails', async () => {
    fakeServer({ confirmPasswordReset: 'network-failure' });
    await submitPasswords('new-pass-2026', 'new-pass-2026');
    expect(await screen.findByText(messages.auth.resetConfirmNetwork)).toBeInTheDocument();
  });
});
