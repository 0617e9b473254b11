// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../../shared/schemas/batches';
import type { LiveClass } from '../../../shared/schemas/classes';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { renderWithChakra } from '../shared/renderWithChakra';
import ManageClasses from './ManageClasses';

vi.mock('../../api/client', () => ({ api: { call: vi.fn() } }));
vi.mock('../../api/useChannel', () => ({ useChannel: vi.fn(() => ({ status: 'open' })) }));

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

function answerCalls(batches: Batch[] | Error) {
  vi.mocked(api.call).mockImplementation((async (name: string) => {
    if (name === 'listClasses') return classes;
    if (name === 'teacherBatches') {
      if (batches instanceof Error) throw batches;
      return batches;
    }
    if (name === 'deleteClass') return { detail: 'Deleted.' };
    throw new Error(`unexpected call ${name}`);
  }) as typeof api.call);
}

const shownTopics = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Manage Classes', () => {
  beforeEach(() => {
    vi.mocked(api.call).mockReset();
  });
  afterEach(cleanup);

  it('sorts cards by start time and filters by batch and UTC date', async () => {
    const user = userEvent.setup();
    answerCalls([olympiad, jee]);
    renderWithChakra(<ManageClasses />);
    await screen.findByRole('heading', { name: 'Optics' });
    expect(shownTopics()).toEqual(['Number theory', 'Geometry', 'Optics']);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Batch' }), 'Olympiad 9A');
    expect(shownTopics()).toEqual(['Number theory', 'Geometry']);
    await user.type(screen.getByLabelText('Date (UTC)'), '2030-05-12');
    expect(screen.getByText('No classes scheduled yet.')).toBeInTheDocument();
  });

  it('asks before deleting and then removes the card', async () => {
    const user = userEvent.setup();
    answerCalls([olympiad, jee]);
    renderWithChakra(<ManageClasses />);
    await user.click(await screen.findByRole('button', { name: 'Delete class Geometry' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this class?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Geometry' })).toBeNull());
    expect(api.call).toHaveBeenCalledWith('deleteClass', { params: { id: 3 } });
  });

  it('disables Create without batches and explains why', async () => {
    const user = userEvent.setup();
    answerCalls([]);
    renderWithChakra(<ManageClasses />);
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
    answerCalls(new ApiRequestError(500, { detail: 'boom' }));
    renderWithChakra(<ManageClasses />);
    await user.click(screen.getByRole('button', { name: 'Create Class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Class' });
    expect(
      await within(dialog).findByText('Failed to fetch batches. Check console for details.'),
    ).toBeInTheDocument();
  });
});
