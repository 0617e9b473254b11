// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminBatch } from '../../../shared/testing/admin-batch';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, renderScreen } from '../../testing/render-screen';
import { TeacherBatchesDialog } from './TeacherBatchesDialog';

cleanUpAfterEach();

describe('TeacherBatchesDialog', () => {
  it('offers the running batches and an archived one the teacher still teaches, no other archived one', async () => {
    fakeServer({
      adminListBatches: json([
        anAdminBatch({ id: 1, name: 'Class 9 Foundation' }),
        anAdminBatch({ id: 2, name: 'Olympiad 2025', archived_at: '2026-04-01T00:00:00.000Z' }),
        anAdminBatch({ id: 3, name: 'JEE 2024', archived_at: '2025-06-01T00:00:00.000Z' }),
      ]),
    });
    renderScreen(
      <TeacherBatchesDialog
        teacher={{
          id: 7,
          first_name: 'Meera',
          last_name: 'Iyer',
          email: 'meera@example.test',
          batches: [{ id: 2, name: 'Olympiad 2025' }],
          status: 'active',
          created_at: '2026-01-10T09:00:00.000Z',
        }}
        onClose={() => {}}
      />,
    );

    expect(await screen.findByRole('checkbox', { name: 'Class 9 Foundation' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Olympiad 2025 (archived)' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /JEE 2024/ })).not.toBeInTheDocument();
  });
});
