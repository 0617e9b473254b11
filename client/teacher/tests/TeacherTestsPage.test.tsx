// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeacherTest } from '../../../shared/schemas/assessments';
import { channels } from '../../../shared/socket';
import { channelServer } from '../../testing/fake-channel';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import TeacherTestsPage from './TeacherTestsPage';

vi.mock('../../data/useChannel', () => import('../../testing/fake-channel'));

const test = (id: number, title: string): TeacherTest => ({
  id,
  title,
  status: 'published',
  batch_names: [{ id: 1, name: 'Olympiad 9A' }],
  opens_at: '2026-11-27T09:00:00.000Z',
  closes_at: '2026-11-27T12:00:00.000Z',
  duration_minutes: 60,
  release: 'on_submit',
  sections: [],
  max_marks: 12,
  dropped_question_ids: [],
  key_changed_question_ids: [],
  started: 0,
  submitted: 0,
  created_at: '2026-11-20T09:00:00.000Z',
});

describe('the teacher’s test list', () => {
  cleanUpAfterEach();

  it('shows each test’s counts changing as students start and submit, without a refetch', async () => {
    const server = fakeServer({
      listTests: json([test(3, 'Mock 1'), test(4, 'Mock 2')]),
      teacherBatches: json([]),
    });
    renderScreen(<TeacherTestsPage />);
    const mock1 = await screen.findByRole('article', { name: 'Mock 1' });
    const mock2 = screen.getByRole('article', { name: 'Mock 2' });
    expect(within(mock1).getByText('0 in progress · 0 submitted')).toBeInTheDocument();

    channelServer.send(channels.teacherTests(), {
      action: 'test_counts',
      test_id: 3,
      started: 2,
      submitted: 0,
    });
    expect(await within(mock1).findByText('2 in progress · 0 submitted')).toBeInTheDocument();
    channelServer.send(channels.teacherTests(), {
      action: 'test_counts',
      test_id: 3,
      started: 2,
      submitted: 1,
    });
    expect(await within(mock1).findByText('1 in progress · 1 submitted')).toBeInTheDocument();
    expect(within(mock2).getByText('0 in progress · 0 submitted')).toBeInTheDocument();
    expect(server.requestsTo('listTests')).toHaveLength(1);
  });
});
