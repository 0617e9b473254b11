// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBatch } from '../../../shared/schemas/admin';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import BatchesPage from './BatchesPage';

cleanUpAfterEach();
// jsdom has no media queries: a desktop width, where the rows are a table.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

const batch = (id: number, name: string, archivedAt: string | null): AdminBatch => ({
  id,
  name,
  archived_at: archivedAt,
  student_count: 12,
  teacher_count: 2,
});

describe('BatchesPage', () => {
  it('lists the running batches, and the archived ones only when asked to', async () => {
    fakeServer({
      adminListBatches: json([
        batch(1, 'Class 9 Foundation', null),
        batch(2, 'JEE 2025', '2026-04-01T00:00:00.000Z'),
      ]),
    });
    renderScreen(<BatchesPage />);

    const table = await screen.findByRole('table', { name: 'Batches' });
    expect(within(table).getByText('Class 9 Foundation')).toBeInTheDocument();
    expect(within(table).queryByText('JEE 2025')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Show archived batches (1)'));

    expect(within(table).getByText('JEE 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore JEE 2025' })).toBeInTheDocument();
  });
});
