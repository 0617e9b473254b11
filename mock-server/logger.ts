import type { LogLevel } from './config';

type Severity = Exclude<LogLevel, 'silent'>;

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** Lines waiting for one write: a write to stdout is a syscall, too dear to pay once per request. */
let pending = '';
let flushTimer: NodeJS.Timeout | undefined;
const flushAfterMs = 100;
const flushAtChars = 64 * 1024;

export function flushLog() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pending === '') return;
  const lines = pending;
  pending = '';
  process.stdout.write(lines);
}

// stdout is synchronous for files and pipes on Linux, so a write here still lands before the exit.
process.on('exit', flushLog);

let clockMs = -1;
let clockText = '';

/** The time for a line: a busy server writes many lines a millisecond, and formatting one costs half a line's cost. */
function now(): string {
  const ms = Date.now();
  if (ms !== clockMs) {
    clockMs = ms;
    clockText = new Date(ms).toISOString();
  }
  return clockText;
}

function line(severity: Severity, msg: string, fields: Record<string, unknown>) {
  return `${JSON.stringify({ level: severity, time: now(), msg, ...fields })}\n`;
}

/** One JSON object a line, so log collectors need no parsing rules; errors go to stderr. */
export function log(
  configured: LogLevel,
  severity: Severity,
  msg: string,
  fields: Record<string, unknown> = {},
) {
  if (rank[severity] > rank[configured]) return;
  // Buffered lines are older, so they go first: the log keeps its order.
  flushLog();
  (severity === 'error' ? process.stderr : process.stdout).write(line(severity, msg, fields));
}

/**
 * Like `log` for frequent lines (one a request): kept in memory and written together, at most
 * `flushAfterMs` later, when 64 KiB have gathered, before any `log` line, or when the process exits.
 * Errors are never held back: they go to stderr at once.
 */
export function logBuffered(
  configured: LogLevel,
  severity: Severity,
  msg: string,
  fields: Record<string, unknown> = {},
) {
  if (severity === 'error') return log(configured, severity, msg, fields);
  if (rank[severity] > rank[configured]) return;
  pending += line(severity, msg, fields);
  if (pending.length >= flushAtChars) flushLog();
  else flushTimer ??= setTimeout(flushLog, flushAfterMs).unref();
}
