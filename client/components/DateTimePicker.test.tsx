// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { DateTimePicker, snapToStep, timeOfDayOptions } from './DateTimePicker';

function Harness({ initial = null }: { initial?: Date | null }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DateTimePicker
      id="due"
      label="Due Date & Time"
      value={value}
      onChange={setValue}
      placeholder="Select due date and time"
    />
  );
}

describe('timeOfDayOptions', () => {
  it('offers 96 times of day in 15-minute steps, 24-hour', () => {
    const options = timeOfDayOptions(15);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
  });

  it('snaps a time between steps down to the step before', () => {
    expect(snapToStep(new Date(2030, 0, 1, 13, 44))).toBe('13:30');
  });
});

describe('DateTimePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 15, 10, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the placeholder, refuses days before today, and shows the choice as yyyy-MM-dd HH:mm', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Due Date & Time: Select due date and time' });
    await user.click(trigger);

    const yesterday = screen.getByRole('button', { name: /14 May 2030/ });
    expect(yesterday).toBeDisabled();
    await user.click(yesterday);
    expect(
      screen.getByRole('button', { name: 'Due Date & Time: Select due date and time' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /20 May 2030/ }));
    expect(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-20 09:00' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Time'), '17:45');
    expect(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-20 17:45' })).toBeInTheDocument();
  });

  it('keeps the chosen time when another day is picked', async () => {
    const user = userEvent.setup();
    renderScreen(<Harness initial={new Date(2030, 4, 16, 8, 15)} />);
    await user.click(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-16 08:15' }));
    await user.click(screen.getByRole('button', { name: /30 May 2030/ }));
    expect(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-30 08:15' })).toBeInTheDocument();
  });
});
