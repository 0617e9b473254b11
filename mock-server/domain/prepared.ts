import type { Database } from '../db/client';

type Buildable<Prepared> = {
  prepare(name: string): Prepared;
  toSQL(): { sql: string; params: unknown[] };
};

/** Every statement made with preparedOnce, by name, so a test can EXPLAIN each of them. */
export const preparedStatements = new Map<string, (db: Database) => Buildable<unknown>>();

/**
 * A statement built and prepared once for each database handle (the pool, PGlite, a transaction)
 * rather than on every request: building a drizzle query costs more CPU than running a small one.
 * Values come as `sql.placeholder`s at execute time.
 */
export function preparedOnce<Prepared>(name: string, build: (db: Database) => Buildable<Prepared>) {
  preparedStatements.set(name, build);
  const prepared = new WeakMap<Database, Prepared>();
  return (db: Database): Prepared => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      prepared.set(db, statement);
    }
    return statement;
  };
}
