// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../shared/schemas/assessments';
import { type FakeRequest, fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { TestFormDialog } from './TestFormDialog';

const question = (id: number, topic: string): Question => ({
  id,
  kind: 'single',
  text: `Question ${id}`,
  image: null,
  options: ['a', 'b'],
  key: { choices: [0] },
  explanation: '',
  subject: 'Physics',
  topic,
  difficulty: null,
  author: null,
  mine: true,
  updated_at: '2026-11-20T09:00:00.000Z',
});
const bank = [question(1, 'Optics'), question(2, 'Optics'), question(3, 'Waves')];

describe('the test builder’s random pick', () => {
  cleanUpAfterEach();

  it('picks N at random from a tag, saying how many questions the tag has now', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      listQuestions: (request: FakeRequest) =>
        json(
          bank.filter(
            (item) => !request.query.topic || item.topic.toLowerCase().includes(request.query.topic),
          ),
        ),
      createTest: json({}, 201),
    });
    renderScreen(
      <TestFormDialog
        editing={null}
        batches={{ status: 'ready', batches: [{ id: 7, name: 'Olympiad 9A' }] as never }}
        onClose={vi.fn()}
      />,
    );
    await user.type(await screen.findByLabelText(/Title/), 'Optics quiz');
    await user.click(screen.getByRole('checkbox', { name: 'Olympiad 9A' }));
    await user.click(screen.getByRole('button', { name: 'Pick at random from a tag' }));
    expect(screen.getByRole('button', { name: 'Pick at random from a tag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByLabelText('Topic contains'), 'optics');
    expect(await screen.findByText(/^2 questions have this tag in the bank now/)).toBeInTheDocument();
    const count = screen.getByLabelText('How many questions (section 1)');
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.requestsTo('createTest')).toHaveLength(1));
    expect(server.requestsTo('createTest')[0].body).toMatchObject({
      batch_ids: [7],
      sections: [{ question_ids: [], pick: { count: 1, subject: null, topic: 'optics', difficulty: null } }],
    });
  });
});
