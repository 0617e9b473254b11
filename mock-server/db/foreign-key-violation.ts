/**
 * The name of the foreign key a write broke (PostgreSQL 23503), however the driver wrapped the error;
 * undefined for any other error. A row deleted by another request between a read and a write breaks
 * one, and the name says which row went.
 */
export function violatedForeignKey(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
