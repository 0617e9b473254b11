// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAttempt } from '../../../machines/testing/test-attempt.model';
import type { StudentTest } from '../../../shared/schemas/assessments';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import TakeTestPage from './TakeTestPage';

cleanUpAfterEach();

const inProgress: StudentTest = {
  id: 9,
  title: 'JEE mock',
  opens_at: '2026-11-27T08:00:00.000Z',
  closes_at: '2099-11-27T12:00:00.000Z',
  duration_minutes: 60,
  question_count: 2,
  max_marks: 8,
  state: 'in_progress',
  attempt_id: sampleAttempt.id,
  released: false,
};

/** The attempt, its deadline an hour after the server's now (read once, so exactly an hour). */
const serverNow = Date.now();
const attempt = {
  ...sampleAttempt,
  server_now: new Date(serverNow).toISOString(),
  deadline: new Date(serverNow + 3_600_000).toISOString(),
};

function renderTakeTest() {
  const server = fakeServer({
    studentTests: json([inProgress]),
    getAttempt: json(attempt),
    saveAnswer: (request) => json(request.body),
  });
  renderScreen(<TakeTestPage />, { path: '/dashboard/tests/9', route: '/dashboard/tests/:testId' });
  return server;
}

describe('the exam hall', () => {
  it('resumes the attempt, marks the first question seen and saves each answer as given', async () => {
    const server = renderTakeTest();
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Time left (59:5\d|1:00:00)$/);
    await waitFor(() =>
      expect(server.bodiesSentTo('saveAnswer')).toEqual([
        { question_id: 11, answer: null, marked_for_review: false, seconds_spent: expect.any(Number) },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeVisible();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your answer (a number)'), '9.8{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    await waitFor(() => expect(screen.getByText('All answers saved')).toBeVisible());
    const sent = server.bodiesSentTo('saveAnswer') as { seconds_spent: number }[];
    expect(sent.every((body) => Number.isInteger(body.seconds_spent))).toBe(true);
    // Leaving a question after a second or more saves its time again, with the same answer.
    const answers = sent
      .map(({ seconds_spent: _, ...body }) => JSON.stringify(body))
      .filter((body, index, all) => body !== all[index - 1])
      .map((body) => JSON.parse(body));
    expect(answers.slice(1)).toEqual([
      { question_id: 11, answer: { value: '9.8' }, marked_for_review: false },
      { question_id: 12, answer: null, marked_for_review: false },
      { question_id: 12, answer: { choices: [1] }, marked_for_review: false },
      { question_id: 12, answer: { choices: [1] }, marked_for_review: true },
    ]);
    expect(screen.getByRole('button', { name: 'Question 2, marked for review' })).toBeVisible();
  });
});
