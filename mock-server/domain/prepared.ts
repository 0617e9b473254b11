import type { Database } from '../db/client';

/**
 * A statement built and prepared once for each database handle (the pool, PGlite, a transaction)
 * rather than on every request: building a drizzle query costs more CPU than running a small one.
 * Values come as `sql.placeholder`s at execute time.
 */
export function preparedOnce<Prepared>(
  name: string,
  build: (db: Database) => { prepare(name: string): Prepared },
) {
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
