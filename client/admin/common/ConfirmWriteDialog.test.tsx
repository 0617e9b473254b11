// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { ConfirmWriteDialog } from './ConfirmWriteDialog';

cleanUpAfterEach();

const batch = { id: 3, name: 'Class 9 Olympiad' };

function renderQuestion() {
  const write = {
    isPending: false,
    mutate: vi.fn((_variables: { id: number }, options: { onSettled: () => void }) => options.onSettled()),
  };
  const onClose = vi.fn();
  renderScreen(
    <ConfirmWriteDialog
      row={batch}
      title="Archive batch"
      message={(asked) => `Archive ${asked.name}?`}
      confirmLabel="Archive"
      write={write}
      variables={(asked) => ({ id: asked.id })}
      onClose={onClose}
    />,
  );
  return { write, onClose };
}

describe('ConfirmWriteDialog', () => {
  it("makes the row's write on confirm and closes once it has settled", async () => {
    const { write, onClose } = renderQuestion();
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive batch' });
    expect(dialog).toHaveTextContent('Archive Class 9 Olympiad?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(write.mutate).toHaveBeenCalledWith({ id: 3 }, { onSettled: onClose });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes without writing on Cancel', async () => {
    const { write, onClose } = renderQuestion();
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive batch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(write.mutate).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
