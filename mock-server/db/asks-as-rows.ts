import { sql } from 'drizzle-orm';

/**
 * The asks as the rows of a table `a`: a column a field, each named with its SQL type and how an ask
 * gives its value, and the ask's place in the batch (from 1) as `ask`. One array a column, so the
 * statement's text is the same whatever the batch's size, and is prepared once.
 */
export function asksAsRows<Ask>(
  asks: Ask[],
  columns: Record<string, [sqlType: string, fieldOf: (ask: Ask) => unknown]>,
) {
  const arrays = Object.values(columns).map(
    ([sqlType, fieldOf]) => sql`${sql.param(asks.map(fieldOf))}::${sql.raw(sqlType)}[]`,
  );
  const names = [...Object.keys(columns), 'ask'].join(', ');
  return sql`select * from unnest(${sql.join(arrays, sql`, `)}) with ordinality as a(${sql.raw(names)})`;
}

/** The indexes of the first ask of each key, in order: a repeat comes second and is left out. */
export function firstOfEachKey<Ask>(asks: Ask[], keyOf: (ask: Ask) => string): number[] {
  const seen = new Set<string>();
  const firsts: number[] = [];
  for (const [index, ask] of asks.entries()) {
    const key = keyOf(ask);
    if (!seen.has(key)) firsts.push(index);
    seen.add(key);
  }
  return firsts;
}
