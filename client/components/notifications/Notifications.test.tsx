// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../shared/constants';
import type { NotificationItem } from '../../../shared/notifications';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { NotificationBell } from './NotificationBell';
import { NotificationsPage } from './NotificationsPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const userId = 41;
const graded: NotificationItem = {
  id: 9,
  kind: 'feedback_given',
  payload: { homework_id: 3, title: 'Vectors', grade: 'A' },
  link: '/dashboard/homework',
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  read_at: null,
};
const withdrawn: NotificationItem = {
  id: 8,
  kind: 'homework_deleted',
  payload: { title: 'Optics' },
  link: '/dashboard/homework',
  created_at: new Date(Date.now() - 7_200_000).toISOString(),
  read_at: new Date().toISOString(),
};
const pageOf = (items: NotificationItem[], extra = {}) =>
  json({ items, total: items.length, page: 1, page_size: 20, unread: 1, ...extra });

function Screen() {
  return (
    <>
      <NotificationBell to="/dashboard/notifications" />
      <NotificationsPage audience="student" />
    </>
  );
}

describe('notifications: the bell and the page', () => {
  cleanUpAfterEach();
  beforeEach(() => {
    localStorage.setItem(storageKeys.accessToken, 'token');
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({
        id: userId,
        email: 'asha@example.test',
        role: 'student',
        first_name: 'Asha',
        last_name: 'Verma',
        valid_until: null,
      }),
    );
  });

  it('lists newest first with the unread one marked, and marks it read from its button', async () => {
    const server = fakeServer({
      unreadNotifications: json({ unread: 1 }),
      listNotifications: pageOf([graded, withdrawn]),
      markNotificationRead: json({ unread: 0 }),
    });
    renderScreen(<Screen />);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(
      within(first).getByRole('link', { name: 'Unread: Your work on "Vectors" was graded: A.' }),
    ).toHaveAttribute('href', '/dashboard/homework');
    expect(
      within(second).getByRole('link', { name: '"Optics" was withdrawn: there is nothing to hand in.' }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    server.answer('listNotifications', pageOf([{ ...graded, read_at: new Date().toISOString() }, withdrawn]));
    await userEvent.click(within(first).getByRole('button', { name: /Mark as read/ }));
    expect(server.requestsTo('markNotificationRead')[0].params).toEqual({ id: '9' });
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
  });

  it('raises the bell and refetches the list when a notification arrives on the channel', async () => {
    const server = fakeServer({
      unreadNotifications: json({ unread: 0 }),
      listNotifications: pageOf([], { unread: 0 }),
    });
    renderScreen(<Screen />);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    server.answer('listNotifications', pageOf([graded]));
    await channelServer.send(channels.notifications(userId), {
      action: 'notification',
      notification: graded,
      unread: 1,
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Unread: Your work on "Vectors"/ })).toBeInTheDocument();
  });

  it('pages to older notifications', async () => {
    const server = fakeServer({
      unreadNotifications: json({ unread: 0 }),
      listNotifications: json({ items: [withdrawn], total: 45, page: 1, page_size: 20, unread: 0 }),
    });
    renderScreen(<Screen />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    server.answer(
      'listNotifications',
      json({ items: [withdrawn], total: 45, page: 2, page_size: 20, unread: 0 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(server.requestsTo('listNotifications').at(-1)?.query).toEqual({ page: '2', page_size: '20' });
  });
});
