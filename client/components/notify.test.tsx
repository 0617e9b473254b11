// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../app/theme';
import { notify, Toaster } from './notify';

beforeEach(async () => {
  // Toasts time themselves with animation frames against performance.now().
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'Date',
    ],
  });
  render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
  // The toaster subscribes to new toasts once mounted.
  await act(async () => {});
});

afterEach(async () => {
  // Lets every toast of the test run out, so none is left for the next one.
  await elapse(10_000);
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

/** Moves the clock on; the toast machines start and stop their timers in microtasks, let them. */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The toast saying `text` is still shown just before `ms` have passed, and gone just after. */
async function expectShownFor(text: string, ms: number) {
  await elapse(ms - 100);
  expect(screen.getByText(text)).toBeInTheDocument();
  await elapse(400);
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

async function show(toast: () => void) {
  await act(async () => toast());
}

async function hideTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('toasts', () => {
  it('shows a success for 2 seconds', async () => {
    await show(() => notify.success('Profile updated successfully!'));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    await expectShownFor('Profile updated successfully!', 2000);
  });

  it('shows an error for 4 seconds, as an alert', async () => {
    await show(() => notify.error('Failed to send announcement'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send announcement');
    await expectShownFor('Failed to send announcement', 4000);
  });

  it('keeps to its time while the tab is hidden', async () => {
    await show(() => notify.error('Failed to save homework.'));
    await hideTab();
    await elapse(4300);
    expect(screen.queryByText('Failed to save homework.')).not.toBeInTheDocument();
  });

  it('stacks at the top right, at most 20 at once', async () => {
    await show(() => {
      for (let n = 1; n <= 25; n++) notify.success(`Saved ${n}`);
    });
    expect(screen.getAllByText(/^Saved \d+$/)).toHaveLength(20);
    const region = screen.getByText('Saved 1').closest('[data-placement]');
    expect(region).toHaveAttribute('data-placement', 'top-end');
  });
});
