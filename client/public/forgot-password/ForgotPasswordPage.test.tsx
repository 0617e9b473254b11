// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { fakeServer } from '../../testing/fake-server';
import { renderPublicRoute } from '../../testing/render-public-route';
import { usableOnceHydrated } from '../../testing/usable-once-hydrated';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function requestLinkFor(email: string) {
  renderPublicRoute('/forgot-password');
  const user = userEvent.setup();
  const field = await usableOnceHydrated(await screen.findByLabelText('Email'));
  if (email) await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('Forgot Password', () => {
  it('asks for the e-mail and sends nothing when it is empty', async () => {
    const server = fakeServer({});
    await requestLinkFor('');
    expect(await screen.findByText(messages.auth.emailRequired)).toBeInTheDocument();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('sends the e-mail with a link back to the reset page, then confirms', async () => {
    const server = fakeServer({ requestPasswordReset: { body: { detail: 'Sent.' } } });
    await requestLinkFor('asha@demo.school');
    expect(await screen.findByText(messages.auth.resetLinkSent)).toBeInTheDocument();
    expect(server.bodiesSentTo('requestPasswordReset')).toEqual([
      { email: 'asha@demo.school', redirect_url: `${window.location.origin}/reset-password` },
    ]);
  });

  it("shows the server's own words when it refuses", async () => {
    fakeServer({ requestPasswordReset: { status: 400, body: { detail: 'Please enter your email.' } } });
    await requestLinkFor('not-an-address');
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
  });

  it('falls back to a generic message when the refusal has no text', async () => {
    fakeServer({ requestPasswordReset: { status: 500 } });
    await requestLinkFor('asha@demo.school');
    expect(await screen.findByText(messages.auth.resetRequestFallback)).toBeInTheDocument();
  });

  it('says the link could not be sent when the network fails', async () => {
    fakeServer({ requestPasswordReset: 'network-failure' });
    await requestLinkFor('asha@demo.school');
    expect(await screen.findByText(messages.auth.resetRequestNetwork)).toBeInTheDocument();
  });
});
