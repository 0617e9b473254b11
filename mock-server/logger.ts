import type { LogLevel } from './config';

type Severity = Exclude<LogLevel, 'silent'>;

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** One JSON object a line, so log collectors need no parsing rules; errors go to stderr. */
export function log(
  configured: LogLevel,
  severity: Severity,
  msg: string,
  fields: Record<string, unknown> = {},
) {
  if (rank[severity] > rank[configured]) return;
  const line = `${JSON.stringify({ level: severity, time: new Date().toISOString(), msg, ...fields })}\n`;
  (severity === 'error' ? process.stderr : process.stdout).write(line);
}
