import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { twoBatchApiForFile } from '../../tests/api/support/two-batch-api';

const { server, call, world } = twoBatchApiForFile();

/** The error the database layer raises for a failed statement: the driver's, wrapped by drizzle. */
function databaseError(message: string, code?: string) {
  return new DrizzleQueryError(
    'insert into "announcements" ...',
    [],
    Object.assign(new Error(message), { code }),
  );
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Every transaction of the server fails with `error` until the test ends. */
function failTransactionsWith(error: Error) {
  const db = server.deps.database.db;
  const transaction = db.transaction;
  db.transaction = (async () => {
    throw error;
  }) as typeof db.transaction;
  restore = () => {
    db.transaction = transaction;
  };
}

async function announce(message: string) {
  return call('POST', '/api/teacher/announcements/', {
    token: world.teacherA.token,
    json: { type: 'batch', batch_id: world.batchA.id, message },
  });
}

async function studentSees(message: string) {
  const listed = await call('GET', '/api/student/announcements/', { token: world.studentA.token });
  return (listed.body as { message: string }[]).some((item) => item.message === message);
}

describe('storage failures answer what they are, with a JSON message, not a 500', () => {
  it.each([
    [
      'PostgreSQL disk_full (53100)',
      databaseError('could not extend file: No space left on device', '53100'),
    ],
    [
      'the file system’s ENOSPC',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ],
  ])('a full disk: %s answers 507 and saves nothing', async (_name, error) => {
    failTransactionsWith(error);
    const refused = await announce('while the disk is full');
    expect(refused.status).toBe(507);
    expect(refused.body.detail).toMatch(/storage is full/);
    restore?.();
    expect(await studentSees('while the disk is full')).toBe(false);
    expect((await announce('once there is room')).status).toBe(201);
  });

  it.each([
    [
      'ended by an administrator (57P01)',
      databaseError('terminating connection due to administrator command', '57P01'),
    ],
    ['a connection that ended', databaseError('Connection terminated unexpectedly')],
    [
      'a database that refuses connections',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
  ])('a database gone away: %s answers 503 with Retry-After', async (_name, error) => {
    failTransactionsWith(error);
    const refused = await announce('while the database is away');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.detail).toMatch(/try again/);
    restore?.();
    expect(await studentSees('while the database is away')).toBe(false);
  });
});
