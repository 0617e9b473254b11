import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAt } from './run-at';

const dayMs = 86_400_000;

describe('runAt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a moment further ahead than setTimeout reaches', () => {
    const task = vi.fn();
    runAt(new Date(Date.now() + 40 * dayMs), task);
    vi.advanceTimersByTime(39 * dayMs);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(dayMs);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once for a moment already past, and never once cancelled', () => {
    const past = vi.fn();
    runAt(new Date(Date.now() - 1000), past);
    const cancelled = vi.fn();
    runAt(new Date(Date.now() + 1000), cancelled)();
    vi.advanceTimersByTime(2000);
    expect(past).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
