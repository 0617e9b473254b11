// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBatch, AdminStudent } from '../../../shared/schemas/admin';
import { fakeServer, json } from '../../testing/fake-server';
import { renderScreen } from '../../testing/render-screen';
import { StudentFormDialog } from './StudentFormDialog';

const batch: AdminBatch = {
  id: 3,
  name: 'Class 9 Olympiad',
  archived_at: null,
  student_count: 0,
  teacher_count: 0,
};

const created: AdminStudent = {
  id: 41,
  first_name: 'Meera',
  last_name: 'Iyer',
  email: 'meera@example.org',
  batch: { id: 3, name: 'Class 9 Olympiad' },
  valid_until: null,
  status: 'active',
  parent_name: '',
  mobile_number: '',
  communication_number: '',
  date_of_birth: null,
  address: '',
  state: null,
  created_at: '2026-11-25T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('New student', () => {
  it("shows the shared schema's words under each wrong field and sends nothing until they are right", async () => {
    const server = fakeServer({ adminCreateStudent: json(created, 201) });
    const onClose = vi.fn();
    renderScreen(<StudentFormDialog batches={[batch]} onClose={onClose} />);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/E-mail/), 'meera@');
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Choose a batch.')).toBeInTheDocument();
    expect(server.requestsTo('adminCreateStudent')).toHaveLength(0);

    await user.type(screen.getByLabelText(/First name/), ' Meera ');
    await user.type(screen.getByLabelText(/Last name/), 'Iyer');
    await user.type(screen.getByLabelText(/E-mail/), 'example.org');
    await user.selectOptions(screen.getByLabelText(/Batch/), 'Class 9 Olympiad');
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesSentTo('adminCreateStudent')).toEqual([
      { first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.org', batch_id: 3, valid_until: null },
    ]);
  });
});
