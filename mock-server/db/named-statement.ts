import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses it once per connection and, after
 * five runs, keeps a generic plan, where an unnamed statement is parsed and planned on every call.
 * For the one-statement writes planning costs more than executing. A name stands for one text: a query whose text varies needs a name
 * per variant. PGlite has no named statements and ignores the name.
 */
export async function executeNamed<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const { rows } = (await prepared.execute()) as { rows: Row[] };
  return rows;
}
