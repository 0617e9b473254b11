import type { z } from 'zod';

/** A refused write's problems by field, in the shared schema's words: the first one of each field. */
export function problemsByField(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
