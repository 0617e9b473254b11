// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../testing/render-screen';
import { DateTimePicker, timeChoices, timeOfDayOptions } from './DateTimePicker';

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

  it('adds a current time that is off the steps, in its place, and nothing for one on a step', () => {
    const offStep = timeChoices('23:59').map((choice) => choice.value);
    expect(offStep).toHaveLength(97);
    expect(offStep.slice(-2)).toEqual(['23:45', '23:59']);
    expect(timeChoices('13:45')).toHaveLength(96);
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

  it('keeps a saved time off the 15-minute steps, shown in the select, when another day is picked', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    function Watched() {
      const [value, setValue] = useState<Date | null>(new Date(2030, 4, 16, 23, 59, 59));
      return (
        <DateTimePicker
          id="due"
          label="Due Date & Time"
          value={value}
          onChange={(next) => {
            changes(next);
            setValue(next);
          }}
          placeholder="Select due date and time"
        />
      );
    }
    renderScreen(<Watched />);
    await user.click(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-16 23:59' }));
    expect(screen.getByLabelText('Time')).toHaveValue('23:59');
    await user.click(screen.getByRole('button', { name: /30 May 2030/ }));
    expect(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-30 23:59' })).toBeInTheDocument();
    expect(changes).toHaveBeenLastCalledWith(new Date(2030, 4, 30, 23, 59, 59));
    await user.selectOptions(screen.getByLabelText('Time'), '18:00');
    expect(screen.getByRole('button', { name: 'Due Date & Time: 2030-05-30 18:00' })).toBeInTheDocument();
  });
});
