// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPublicRoute } from '../../testing/render-public-route';

beforeEach(() => {
  vi.stubEnv('VITE_APPLY_DEMO_FORM_URL', '');
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('applying from a programme card', () => {
  it.each([
    ['Apply for Foundational', 'foundational'],
    ['Apply for Express', 'express'],
  ])('"%s" opens the form with that programme chosen', async (action, programme) => {
    const user = userEvent.setup();
    renderPublicRoute('/OurProgrammes');
    // The first lazy page of the file loads its chunk, which takes long on a busy machine.
    await user.click(await screen.findByRole('link', { name: action }, { timeout: 20_000 }));
    const choice = await screen.findByRole('combobox', { name: /Programme/ });
    await vi.waitFor(() => expect(choice).toHaveValue(programme));
  });

  it('leaves the programme to choose when the form is opened directly', async () => {
    renderPublicRoute('/apply-demo');
    expect(await screen.findByRole('combobox', { name: /Programme/ })).toHaveValue('');
  });

  it('ignores a programme the form does not offer', async () => {
    renderPublicRoute('/apply-demo?programme=neet');
    expect(await screen.findByRole('combobox', { name: /Programme/ })).toHaveValue('');
  });
});
