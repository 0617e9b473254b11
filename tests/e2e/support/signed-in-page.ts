import { afterAll, beforeAll, expect } from 'vitest';
import { type E2ePage, loginAs } from './browser';

/**
 * A page signed in as `email` for the tests of one describe block: opened with `open` and signed in
 * before the first; after the last, expected to have logged no errors, and closed. It is filled in
 * before the first test: read it inside tests.
 */
export function signedInPageForBlock(open: () => Promise<E2ePage>, email: string, password: string): E2ePage {
  const signedIn = {} as E2ePage;
  beforeAll(async () => {
    Object.assign(signedIn, await open());
    await loginAs(signedIn.page, email, password);
  });
  afterAll(async () => {
    expect(signedIn.errors).toEqual([]);
    await signedIn.close?.();
  });
  return signedIn;
}
