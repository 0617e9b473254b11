// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../shared/schemas/account';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import { SecurityPanel } from './SecurityPanel';

cleanUpAfterEach();
desktopWidthEachTest();

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'this-one',
  device: 'Firefox on Windows',
  address: '192.0.2.1',
  signed_in_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-27T05:00:00.000Z',
  current: true,
  ...overrides,
});

const here = session({});
const phone = session({ id: 'phone', device: 'Chrome on Android', address: '2001:db8::7', current: false });

describe('SecurityPanel', () => {
  it('lists where the account is signed in, and signs out one device', async () => {
    let sessions = [here, phone];
    const server = fakeServer({
      listSessions: () => json(sessions),
      endSession: () => {
        sessions = [here];
        return json({ detail: 'Signed out.' });
      },
    });
    renderScreen(<SecurityPanel />);

    const list = await screen.findByRole('list');
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    // This device has no sign-out button of its own.
    expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);

    await userEvent.click(within(list).getByRole('button', { name: /^Sign out Chrome on Android/ }));

    expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
    expect(server.bodiesSentTo('endSession')).toEqual([{ session_id: 'phone' }]);
    await screen.findByRole('button', { name: 'Sign out everywhere else' });
    expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('signs out everywhere else', async () => {
    const server = fakeServer({
      listSessions: json([here, phone]),
      endOtherSessions: json({ detail: 'Signed out 1 other session.' }),
    });
    renderScreen(<SecurityPanel />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));

    expect(await screen.findByText('Signed out 1 other session.')).toBeInTheDocument();
    expect(server.requestsTo('endOtherSessions')).toHaveLength(1);
  });

  it('changes the password with the current one, and shows what the server refused under its field', async () => {
    let tries = 0;
    const server = fakeServer({
      listSessions: json([here]),
      changePassword: () =>
        ++tries === 1
          ? json(
              {
                detail: 'This is not your current password.',
                fields: { current_password: ['This is not your current password.'] },
              },
              400,
            )
          : json({ detail: 'Changed.' }),
    });
    const user = userEvent.setup();
    renderScreen(<SecurityPanel />);

    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a-brand-new-passphrase-typo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(server.bodiesSentTo('changePassword')).toEqual([]);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a-brand-new-passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions are signed out.'),
    ).toBeInTheDocument();
    expect(server.bodiesSentTo('changePassword').at(-1)).toEqual({
      current_password: 'my-old-password',
      new_password: 'a-brand-new-passphrase',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
