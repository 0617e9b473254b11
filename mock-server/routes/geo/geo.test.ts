import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/api/support/api-client';
import { testServerForFile } from '../../../tests/support/test-server-for-file';

const server = testServerForFile();

describe('GET /api/geo/', () => {
  it("reads the visitor's country from the proxy header, IN when unknown", async () => {
    const call = apiClient(server.url);
    const geo = (headers: Record<string, string>) => call('GET', '/api/geo/', { headers });
    expect((await geo({ 'cf-ipcountry': 'us' })).body).toEqual({ country: 'US' });
    expect((await geo({ 'cf-ipcountry': 'XX' })).body).toEqual({ country: 'IN' });
    expect((await geo({ 'cf-ipcountry': 'T1' })).body).toEqual({ country: 'IN' });
    expect((await geo({ 'cf-ipcountry': 'not a country' })).body).toEqual({ country: 'IN' });
    expect((await geo({})).body).toEqual({ country: 'IN' });
  });
});
