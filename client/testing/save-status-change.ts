import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { EndpointName } from '../../shared/api';
import type { FakeServer } from './fake-server';

type StatusChange = {
  /** The accessible name of the card's edit button, e.g. 'Edit class Optics'. */
  editButton: string;
  /** The edit dialog's title, e.g. 'Edit Class'. */
  dialog: string;
  /** The status to pick, by its label. */
  status: string;
  /** The one update the Save sends: to which call, for which id, with at least these fields. */
  sends: { to: EndpointName; id: string; body: Record<string, unknown> };
};

/**
 * Edits a card's status as a teacher does: edit button, Status, Save; done when the dialog closes,
 * having sent `server` the one update expected.
 */
export async function saveStatusChange(
  user: UserEvent,
  server: FakeServer,
  { editButton, dialog, status, sends }: StatusChange,
) {
  await user.click(await screen.findByRole('button', { name: editButton }));
  const form = await screen.findByRole('dialog', { name: dialog });
  await user.selectOptions(within(form).getByLabelText('Status'), status);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(server.requestsTo(sends.to)).toEqual([
    expect.objectContaining({ params: { id: sends.id }, body: expect.objectContaining(sends.body) }),
  ]);
}
