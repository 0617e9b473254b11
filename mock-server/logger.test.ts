import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { flushLog, log, logBuffered } from './logger';

let writes: MockInstance<typeof process.stdout.write>;

beforeEach(() => {
  vi.useFakeTimers();
  writes = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  flushLog();
  writes.mockRestore();
  vi.useRealTimers();
});

const written = () => writes.mock.calls.map(([chunk]) => String(chunk)).join('');
const messages = () =>
  written()
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line).msg);

describe('buffered request lines', () => {
  it('writes a burst of lines in one write, in order, once the flush interval has passed', () => {
    for (let i = 0; i < 200; i++) logBuffered('info', 'info', `request ${i}`);
    expect(writes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual(Array.from({ length: 200 }, (_, i) => `request ${i}`));
  });

  it('puts earlier buffered lines before a line logged at once', () => {
    logBuffered('info', 'info', 'first');
    log('info', 'info', 'second');
    expect(messages()).toEqual(['first', 'second']);
  });

  it('drops lines below the configured level, as log does', () => {
    logBuffered('warn', 'info', 'quiet');
    flushLog();
    expect(writes).not.toHaveBeenCalled();
  });

  it('keeps every character and the order when lines are long or not ASCII', () => {
    const names = ['Aarav Sharma', 'आरव शर्मा', 'é'.repeat(30_000), 'Zoë 🎓'];
    for (const name of names) logBuffered('info', 'info', name);
    for (let i = 0; i < 2_000; i++) logBuffered('info', 'info', `filler ${i} ${'ü'.repeat(20)}`);
    flushLog();
    const all = messages();
    expect(all.slice(0, 4)).toEqual(names);
    expect(all.slice(4)).toEqual(Array.from({ length: 2_000 }, (_, i) => `filler ${i} ${'ü'.repeat(20)}`));
  });

  it('writes the held lines when the process exits before the interval', () => {
    const program = [
      "import { logBuffered } from './mock-server/logger.ts';",
      "for (const n of [0, 1, 2]) logBuffered('info', 'info', 'line ' + n);",
      'process.exit(0);',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
      encoding: 'utf8',
    });
    expect(
      output
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['line 0', 'line 1', 'line 2']);
  });
});
