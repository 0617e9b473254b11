// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAdminBatch } from '../../../shared/testing/admin-batch';
import { fakeServer, json } from '../../testing/fake-server';
import { cleanUpAfterEach, desktopWidthEachTest, renderScreen } from '../../testing/render-screen';
import BatchesPage from './BatchesPage';

cleanUpAfterEach();
desktopWidthEachTest();

const running = anAdminBatch({ id: 1, name: 'Class 9 Foundation' });
const archived = anAdminBatch({ id: 2, name: 'JEE 2025', archived_at: '2026-04-01T00:00:00.000Z' });

describe('BatchesPage', () => {
  it('lists the running batches, and the archived ones only when asked to', async () => {
    fakeServer({ adminListBatches: json([running, archived]) });
    renderScreen(<BatchesPage />);

    const table = await screen.findByRole('table', { name: 'Batches' });
    expect(within(table).getByText('Class 9 Foundation')).toBeInTheDocument();
    expect(within(table).queryByText('JEE 2025')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Show archived batches (1)'));

    expect(within(table).getByText('JEE 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore JEE 2025' })).toBeInTheDocument();
  });
});
