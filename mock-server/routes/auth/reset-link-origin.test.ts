import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../../tests/support/post-json';
import { createTeacher } from '../../../tests/support/teacher-session';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';

/** POSTs over a raw socket, so the Host header says what an attacker wants it to. */
function postWithHost(server: TestServer, host: string, path: string, body: unknown) {
  return new Promise<{ status: number; body: { detail?: string } }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

async function startWithUser(env: Record<string, string> = {}) {
  const server = await startTestServer(env);
  await createTeacher(server.deps.database.db);
  return server;
}

const requestReset = (server: TestServer, redirect_url: string) =>
  postJson(server.url, '/api/password-reset/', { email: 'teacher@demo.school', redirect_url });

describe('reset link origin without PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWithUser();
  });
  afterAll(() => server.stop());

  it("refuses a link to the request's own origin when the Host header names another site", async () => {
    const answer = await postWithHost(server, 'evil.example', '/api/password-reset/', {
      email: 'teacher@demo.school',
      redirect_url: 'http://evil.example/steal',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/redirect_url/);
  });

  it('accepts loopback origins only: localhost, 127.0.0.0/8 and [::1]', async () => {
    for (const url of [
      'http://localhost:5173/reset-password',
      'http://127.0.0.1:8000/reset-password',
      'http://127.1.2.3/reset-password',
      'http://[::1]:5173/reset-password',
    ]) {
      expect((await requestReset(server, url)).status, url).toBe(200);
    }
    for (const url of [
      'http://192.168.1.10:8000/reset-password',
      'http://localhost.evil.example/reset-password',
      'http://127.0.0.1.evil.example/reset-password',
    ]) {
      expect((await requestReset(server, url)).status, url).toBe(400);
    }
  });
});

describe('reset link origin with PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startWithUser({ PUBLIC_URL: 'https://tutoring.example' });
  });
  afterAll(() => server.stop());

  it("accepts PUBLIC_URL's origin and nothing else, loopback included", async () => {
    expect((await requestReset(server, 'https://tutoring.example/reset-password')).status).toBe(200);
    expect((await requestReset(server, 'http://tutoring.example/reset-password')).status).toBe(400);
    expect((await requestReset(server, 'http://localhost:5173/reset-password')).status).toBe(400);
    const spoofed = await postWithHost(server, 'evil.example', '/api/password-reset/', {
      email: 'teacher@demo.school',
      redirect_url: 'http://evil.example/steal',
    });
    expect(spoofed.status).toBe(400);
  });
});
