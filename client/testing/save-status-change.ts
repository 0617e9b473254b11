import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

type StatusChange = {
  /** The accessible name of the card's edit button, e.g. 'Edit class Optics'. */
  editButton: string;
  /** The edit dialog's title, e.g. 'Edit Class'. */
  dialog: string;
  /** The status to pick, by its label. */
  status: string;
};

/** Edits a card's status as a teacher does: edit button, Status, Save; done when the dialog closes. */
export async function saveStatusChange(user: UserEvent, { editButton, dialog, status }: StatusChange) {
  await user.click(await screen.findByRole('button', { name: editButton }));
  const form = await screen.findByRole('dialog', { name: dialog });
  await user.selectOptions(within(form).getByLabelText('Status'), status);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
