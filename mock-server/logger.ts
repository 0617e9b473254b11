import type { LogLevel } from './config';

type Severity = Exclude<LogLevel, 'silent'>;

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/**
 * Lines waiting for one write: a write to stdout is a syscall, too dear to pay once per request. They
 * wait as bytes, outside the JavaScript heap: held as one growing string, each line outlived a few
 * garbage collections and was copied by each.
 */
const flushAtBytes = 64 * 1024;
let pending = Buffer.allocUnsafe(flushAtBytes);
let pendingBytes = 0;
let flushTimer: NodeJS.Timeout | undefined;
const flushAfterMs = 100;

export function flushLog() {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  if (pendingBytes === 0) return;
  const lines = pending.subarray(0, pendingBytes);
  // A fresh buffer rather than the written one refilled: the stream may hold on to what it was given.
  pending = Buffer.allocUnsafe(flushAtBytes);
  pendingBytes = 0;
  process.stdout.write(lines);
}

/** Adds a line to those waiting, writing them first when it may not fit (UTF-8 takes at most 3 bytes a UTF-16 unit). */
function hold(text: string) {
  if (pendingBytes + text.length * 3 > flushAtBytes) {
    flushLog();
    if (text.length * 3 > flushAtBytes) {
      process.stdout.write(text);
      return;
    }
  }
  pendingBytes += pending.write(text, pendingBytes);
  flushTimer ??= setTimeout(flushLog, flushAfterMs).unref();
}

// stdout is synchronous for files and pipes on Linux, so a write here still lands before the exit.
process.on('exit', flushLog);

let clockMs = -1;
let clockText = '';

/** The time for a line, formatted once a millisecond: a busy server writes many lines in one, and formatting is a large part of a line's cost. */
function now(): string {
  const ms = Date.now();
  if (ms !== clockMs) {
    clockMs = ms;
    clockText = new Date(ms).toISOString();
  }
  return clockText;
}

/** `{"level","time","msg",...fields}` on one line, the fields serialized as they are rather than copied first. */
function line(severity: Severity, msg: string, fields: Record<string, unknown>) {
  const rest = JSON.stringify(fields);
  const more = rest === '{}' ? '}' : `,${rest.slice(1)}`;
  return `{"level":"${severity}","time":"${now()}","msg":${JSON.stringify(msg)}${more}\n`;
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
  hold(line(severity, msg, fields));
}
