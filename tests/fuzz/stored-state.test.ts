import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../../mock-server/db/schema';
import { createBatch } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createStateReader, type StoredState } from './stored-state';

let server: TestServer;
let readState: () => Promise<StoredState>;

beforeAll(async () => {
  server = await startTestServer();
  readState = await createStateReader(server.deps.database.db, server.deps.config.outboxDir);
});
afterAll(() => server.stop());

/** The fuzz suite's "nothing written" rests on this fingerprint: it must see every kind of write. */
describe('stored-state fingerprint', () => {
  it('stays the same when nothing is written', async () => {
    expect(await readState()).toEqual(await readState());
  });

  it('changes on an insert, an update, a delete and a mail', async () => {
    const { db } = server.deps.database;
    const empty = await readState();
    const batch = await createBatch(server.deps);
    const inserted = await readState();
    expect(inserted).not.toEqual(empty);

    await db
      .update(batches)
      .set({ name: `${batch.name} renamed` })
      .where(eq(batches.id, batch.id));
    const updated = await readState();
    expect(updated.tables.batches).not.toEqual(inserted.tables.batches);

    await db.delete(batches).where(eq(batches.id, batch.id));
    expect((await readState()).tables.batches).not.toEqual(updated.tables.batches);

    const beforeMail = await readState();
    await server.deps.mailer.enqueue(db, { to: 'someone@example.test', subject: 'Hello', text: 'Hi' });
    expect((await readState()).tables.jobs).not.toEqual(beforeMail.tables.jobs);
  });
});
