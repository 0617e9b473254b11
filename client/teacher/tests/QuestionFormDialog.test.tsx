// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../../../shared/schemas/assessments';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { QuestionFormDialog } from './QuestionFormDialog';

const stored = { url: '/media/questions/0123456789abcdef0123456789abcdef.png', path: 'questions/x.png' };

const question = (image: Question['image']): Question => ({
  id: 7,
  kind: 'single',
  text: 'Which way does friction act on the block?',
  image,
  options: ['Up the slope', 'Down the slope'],
  key: { choices: [0] },
  explanation: '',
  subject: 'Physics',
  topic: 'Friction',
  difficulty: null,
  author: null,
  mine: true,
  updated_at: '2026-11-20T09:00:00.000Z',
});

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
const altLabel = /Image description \(alt text\)/;

/** Pasted rather than typed key by key: the field's value is what matters here. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the question editor’s image', () => {
  cleanUpAfterEach();

  it('sends a chosen image only with its alt text, after the question', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:incline');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    const server = fakeServer({
      createQuestion: json(question(null), 201),
      putQuestionImage: json(question({ ...stored, alt: 'A block on an incline.' })),
      listQuestions: json([]),
    });
    renderScreen(<QuestionFormDialog editing={null} onClose={() => {}} />);
    await fill(user, screen.getByLabelText(/^Question/), 'Which way does friction act on the block?');
    await fill(user, screen.getByLabelText('Option A'), 'Up the slope');
    await fill(user, screen.getByLabelText('Option B'), 'Down the slope');
    await user.click(screen.getByRole('checkbox', { name: 'Option A is correct' }));
    await user.upload(screen.getByLabelText('Image (optional)'), png('incline.png'));
    // Previewed at once, with no words yet for a screen reader.
    expect(document.querySelector('img[src="blob:incline"]')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alt = screen.getByLabelText(altLabel);
    expect(alt).toBeInvalid();
    expect(
      within(alt.closest('[role="group"]') ?? document.body).getByText(/Describe the image/),
    ).toBeVisible();
    expect(server.requestsTo('createQuestion')).toHaveLength(0);

    await fill(user, alt, 'A block on an incline.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.requestsTo('putQuestionImage')).toHaveLength(1));
    expect(server.requestsTo('createQuestion')).toHaveLength(1);
    const sent = server.requestsTo('putQuestionImage')[0].body as FormData;
    expect(sent.get('alt')).toBe('A block on an incline.');
    expect((sent.get('image') as File).name).toBe('incline.png');
    // A whole form filled in jsdom: slow on a busy machine, never stuck.
  }, 60_000);

  it('keeps, re-describes or removes a stored image', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      updateQuestion: json(question({ ...stored, alt: 'Old words.' })),
      deleteQuestionImage: json(question(null)),
      listQuestions: json([]),
    });
    renderScreen(
      <QuestionFormDialog editing={question({ ...stored, alt: 'Old words.' })} onClose={() => {}} />,
    );
    expect(screen.getByRole('img', { name: 'Old words.' })).toHaveAttribute('src', stored.url);
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.requestsTo('deleteQuestionImage')).toHaveLength(1));
    expect(server.requestsTo('putQuestionImage')).toHaveLength(0);
  });
});
