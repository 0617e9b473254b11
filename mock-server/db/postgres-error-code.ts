/**
 * The error PostgreSQL raised with `code` (SQLSTATE), however the driver wrapped it (drizzle puts the
 * driver's error in `cause`); undefined when no error in the chain has that code.
 */
export function causeWithCode(error: unknown, code: string): Record<string, unknown> | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return current as Record<string, unknown>;
  }
  return undefined;
}
