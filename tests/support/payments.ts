import type { ApiCall } from '../api/support/api-client';
import { createUser, type TestUser } from './fixtures';
import type { TestServer } from './test-server';

let nextAddress = 1;
let nextUtr = 200_000_000_000 + Math.floor(Math.random() * 1e9);

/** A UTR no other test of the run has claimed. */
export const freshUtr = () => String(nextUtr++);

/**
 * A student (lapsed unless `validForDays` says otherwise) with their admission code, and the payer's
 * calls for them, each payer from an address of their own so no throttle is shared between tests.
 */
export async function studentPayer(
  server: TestServer,
  call: ApiCall,
  { validForDays = -3, country }: { validForDays?: number | null; country?: string } = {},
) {
  const student: TestUser = await createUser(server.deps, { role: 'student', validForDays });
  const code = (await call('GET', '/api/student/payments/', { token: student.token })).body.admission_code;
  const address = `203.0.113.${nextAddress++ % 250}`;
  const headers = { 'x-forwarded-for': address, ...(country ? { 'cf-ipcountry': country } : {}) };
  const post = (path: string, json: object) =>
    call('POST', path, { json: { username: student.email, admission_code: code, ...json }, headers });
  return {
    student,
    code: code as string,
    headers,
    start: (plan: string) => post('/api/payments/', { plan }),
    reference: (reference: string, utr: string) => post('/api/payments/reference/', { reference, utr }),
    status: (reference: string) => post('/api/payments/status/', { reference }),
  };
}
