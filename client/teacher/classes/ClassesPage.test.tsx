// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../../shared/schemas/batches';
import type { LiveClass } from '../../../shared/schemas/classes';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { type FakeAnswer, fakeServer, json, refuse } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { saveStatusChange } from '../../testing/save-status-change';
import ClassesPage from './ClassesPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const olympiad = { id: 1, name: 'Olympiad 9A' };
const jee = { id: 2, name: 'JEE 10B' };
const liveClass = (id: number, topic: string, batch: Batch, start: string): LiveClass => ({
  id,
  topic,
  batch,
  start_time: start,
  zoom_link: 'https://zoom.us/j/1',
  status: 'scheduled',
  notes: '',
});
const classes = [
  liveClass(1, 'Optics', jee, '2030-05-12T10:00:00Z'),
  liveClass(2, 'Number theory', olympiad, '2030-05-10T10:00:00Z'),
  liveClass(3, 'Geometry', olympiad, '2030-05-11T10:00:00Z'),
];

/** Serves the teacher's classes and `batches`, and shows the page; the server, to check what it was sent. */
function showClasses(batches: FakeAnswer, listed: LiveClass[] = classes) {
  const server = fakeServer({
    teacherAttendanceMarks: json([]),
    listClasses: json(listed),
    updateClass: (request) => {
      const { status } = request.body as { status: LiveClass['status'] };
      return json({ ...classes[0], status });
    },
    createClass: 'network-failure',
    teacherBatches: batches,
    deleteClass: json({ detail: 'Deleted.' }),
  });
  renderScreen(<ClassesPage />);
  return server;
}

const shownTopics = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Manage Classes', () => {
  cleanUpAfterEach();

  it('names the UTC day of the date filter on the teacher’s clock', async () => {
    const originalZone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      const user = userEvent.setup();
      showClasses(json([olympiad, jee]));
      const date = await screen.findByLabelText('Date (UTC day, from 05:30 your time)');
      await user.type(date, '2030-05-12');
      expect(screen.getByText('Classes from 12 May, 05:30 to 13 May, 05:29 your time')).toBeVisible();
    } finally {
      process.env.TZ = originalZone;
    }
  });

  it('sorts cards by start time and filters by batch and UTC date', async () => {
    const user = userEvent.setup();
    showClasses(json([olympiad, jee]));
    await screen.findByRole('heading', { name: 'Optics' });
    expect(shownTopics()).toEqual(['Number theory', 'Geometry', 'Optics']);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Batch' }), 'Olympiad 9A');
    expect(shownTopics()).toEqual(['Number theory', 'Geometry']);
    await user.type(screen.getByLabelText(/^Date \(UTC day/), '2030-05-12');
    expect(screen.getByText('No classes scheduled yet.')).toBeInTheDocument();
  });

  it('asks before deleting and then removes the card', async () => {
    const user = userEvent.setup();
    const server = showClasses(json([olympiad, jee]));
    await user.click(await screen.findByRole('button', { name: 'Delete class Geometry' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this class?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Geometry' })).toBeNull());
    expect(server.requestsTo('deleteClass').map((request) => request.params)).toEqual([{ id: '3' }]);
  });

  it('disables Create without batches and explains why', async () => {
    const user = userEvent.setup();
    showClasses(json([]));
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Class' });
    expect(
      await within(dialog).findByText(
        'No batches found. Please assign batches to the teacher in the admin panel.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('says where to look when the batches cannot be fetched', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    showClasses(refuse(500, 'boom'));
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Class' });
    expect(
      await within(dialog).findByText('Failed to fetch batches. Check console for details.'),
    ).toBeInTheDocument();
  });

  it('fetches the classes again when the channel comes back, since messages sent meanwhile are lost', async () => {
    const server = showClasses(json([olympiad, jee]));
    await screen.findByRole('heading', { name: 'Optics' });
    server.answer('listClasses', json([...classes, liveClass(4, 'Vectors', jee, '2030-05-13T10:00:00Z')]));
    await channelServer.reconnect(channels.teacherClasses());
    expect(await screen.findByRole('heading', { name: 'Vectors' })).toBeInTheDocument();
  });

  describe('on 15 May 2030', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
    });
    afterEach(() => vi.useRealTimers());

    it('saves an edit of a class that started before today when its start time is left alone', async () => {
      const user = userEvent.setup();
      const server = showClasses(json([olympiad, jee]));
      await saveStatusChange(user, server, {
        editButton: 'Edit class Optics',
        dialog: 'Edit Class',
        status: 'Inactive',
        sends: {
          to: 'updateClass',
          id: '1',
          body: { start_time: '2030-05-12T10:00:00.000Z', status: 'inactive' },
        },
      });
      const optics = screen.getByRole('heading', { name: 'Optics' }).closest('article') as HTMLElement;
      expect(within(optics).getByText('Inactive')).toBeInTheDocument();
    });

    it('says what went wrong, with the error message, when a new class cannot be sent', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      showClasses(json([olympiad, jee]));
      await user.click(screen.getByRole('button', { name: 'Create Class' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create New Class' });
      await user.type(within(dialog).getByLabelText(/Topic/), 'Vectors');
      await user.selectOptions(await within(dialog).findByLabelText(/Batch/), 'JEE 10B');
      await user.click(within(dialog).getByRole('button', { name: /Start Time/ }));
      await user.click(within(dialog).getByRole('button', { name: /20 May 2030/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await screen.findByText('Failed to create class: Failed to fetch')).toBeInTheDocument();
      expect(within(dialog).getByText('An error occurred while creating the class.')).toBeInTheDocument();
    });
  });
});
