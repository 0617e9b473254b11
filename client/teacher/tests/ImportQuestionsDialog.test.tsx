// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { ImportQuestionsDialog } from './ImportQuestionsDialog';

const csv = 'kind,text,option_a,option_b,key\nsingle,What is $2+2$?,3,4,B\nnumeric,Speed?,,,x\n';

describe('importing questions from CSV', () => {
  cleanUpAfterEach();

  it('asks for a file, then lists the rows the server refused, and sends the file’s text', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      importQuestions: json(
        {
          detail: 'Nothing was imported: 1 of 2 rows need fixing.',
          rows: [{ row: 2, errors: ['key: Give the numeric answer.'] }],
        },
        400,
      ),
    });
    renderScreen(<ImportQuestionsDialog onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the CSV file to import.');

    await user.upload(screen.getByLabelText(/CSV file/), new File([csv], 'bank.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: 1 of 2 rows need fixing.',
    );
    const table = screen.getByRole('table', { name: 'Rows to fix' });
    expect(within(table).getByRole('row', { name: /2 key: Give the numeric answer\./ })).toBeInTheDocument();
    expect(server.requestsTo('importQuestions')[0].body).toEqual({ csv });
  });

  it('closes with the count imported when the file is good', async () => {
    const user = userEvent.setup();
    fakeServer({ importQuestions: json({ created: 2, questions: [] }, 201) });
    const onClose = vi.fn();
    renderScreen(<ImportQuestionsDialog onClose={onClose} />);
    await user.upload(
      await screen.findByLabelText(/CSV file/),
      new File([csv], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
