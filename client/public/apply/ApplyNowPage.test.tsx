// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { renderPublicRoute } from '../../testing/render-public-route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('/apply-now promises the same reply time as the confirmation after sending', async () => {
  renderPublicRoute('/apply-now');
  const intro = await screen.findByText(/Applications take about five minutes/, {}, { timeout: 20_000 });
  expect(intro).toHaveTextContent(messages.admissions.nextStep);
  expect(intro).toHaveTextContent('within two working days');
  expect(messages.admissions.received('APL-2026-00001')).toContain(messages.admissions.nextStep);
});
