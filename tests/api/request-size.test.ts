import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let student: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  student = await createUser(server.deps, { role: 'student' });
});
afterAll(() => server.stop());

const eightMegabytes = 8 * 1024 * 1024;

/** A JSON document of about `bytes` bytes that the routes would otherwise parse and process. */
function hugeJson(bytes: number): string {
  return JSON.stringify({ username: 'someone@example.test', password: 'x'.repeat(bytes) });
}

function hugeProfileForm(bytes: number): FormData {
  const form = new FormData();
  form.set('first_name', 'Big');
  form.set('last_name', 'Picture');
  form.set('profile_picture', new File([new Uint8Array(bytes)], 'big.png', { type: 'image/png' }));
  return form;
}

type RawAnswer = { status: number; body: string };

/**
 * Node's http.request, which (unlike curl) keeps writing the whole body and fails the call when the
 * server closes the connection under it. Resolves once both the answer was read and the body written.
 */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  writeBody: (request: http.ClientRequest) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const request = http.request(url, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        const answer = { status: response.statusCode ?? 0, body };
        if (request.writableFinished) resolve(answer);
        else request.once('finish', () => resolve(answer));
      });
    });
    request.on('error', reject);
    writeBody(request);
  });
}

describe('request body limits', () => {
  it.each(['/api/login/', '/api/password-reset/', '/api/token/refresh/'])(
    'refuses a 1 MB JSON body to %s with 413 and the JSON error shape',
    async (path) => {
      const response = await fetch(new URL(path, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: hugeJson(1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ detail: expect.stringMatching(/too large/) });
    },
  );

  it('reads a JSON body below the limit: it reaches validation, not the 413', async () => {
    const body = JSON.stringify({ username: 'someone@example.test'.padStart(32 * 1024, 'x'), password: 'p' });
    const response = await fetch(new URL('/api/login/', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(body.length).toBeGreaterThan(32 * 1024);
    expect(response.status).toBe(401);
  });

  it('reads a JSON body of declared length that arrives in pieces, a character split between them', async () => {
    const password = 'pässwörd-été-12345';
    const user = await createUser(server.deps, { role: 'student', password });
    const bytes = Buffer.from(JSON.stringify({ username: user.email, password }));
    // The middle of the first two-byte character of the password.
    const split = bytes.indexOf(Buffer.from('ä')) + 1;
    const answer = await rawRequest(
      'POST',
      '/api/login/',
      { 'content-type': 'application/json', 'content-length': bytes.length },
      (request) => {
        request.write(bytes.subarray(0, split));
        setImmediate(() => request.end(bytes.subarray(split)));
      },
    );
    expect(answer.status).toBe(200);
  });

  it('counts a chunked body that declares no length', async () => {
    const answer = await rawRequest(
      'POST',
      '/api/login/',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      (request) => {
        const chunk = 'x'.repeat(16 * 1024);
        for (let i = 0; i < 8; i++) request.write(chunk);
        request.end();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.stringMatching(/too large/) });
  });

  it('answers a declared length over the limit at once, without waiting for the body', async () => {
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request(new URL('/api/login/', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 1024 * 1024 * 1024 },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write('{"username":');
    });
    expect(answer.status).toBe(413);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('limits the admin endpoint too', async () => {
    const response = await fetch(new URL('/_admin/commands', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: hugeJson(1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it('lets a profile picture of the allowed size through the upload route', async () => {
    const form = hugeProfileForm(1024 * 1024);
    const response = await fetch(new URL('/api/profile/', server.url), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${student.token}` },
      body: form,
    });
    // The bytes are not an image, so the handler refuses them: the limit let them through.
    expect(response.status).toBe(400);
  });
});

describe('a refused 8 MB body still reaches the client as a 413', () => {
  it("with Node's fetch, JSON to /api/login/", async () => {
    const response = await fetch(new URL('/api/login/', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: hugeJson(eightMegabytes),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it("with Node's fetch, a profile picture", async () => {
    const response = await fetch(new URL('/api/profile/', server.url), {
      method: 'PATCH',
      headers: { authorization: `Bearer ${student.token}` },
      body: hugeProfileForm(eightMegabytes),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: expect.stringMatching(/at most 2 MB/) });
  });

  it('with http.request, JSON to /api/login/', async () => {
    const body = Buffer.from(hugeJson(eightMegabytes));
    const answer = await rawRequest(
      'POST',
      '/api/login/',
      { 'content-type': 'application/json', 'content-length': body.length },
      (request) => request.end(body),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
  });

  it('with http.request still sending when the answer arrives (a slow uploader)', async () => {
    const body = Buffer.from(hugeJson(eightMegabytes));
    const firstPart = 256 * 1024;
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const request = http.request(new URL('/api/login/', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        // The rest goes out only now, after the server has answered, as over a slow link.
        request.end(body.subarray(firstPart));
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const finished = () => resolve({ status: response.statusCode ?? 0, body: text });
          if (request.writableFinished) finished();
          else request.once('finish', finished);
        });
      });
      request.write(body.subarray(0, firstPart));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.any(String) });
  });

  it('with http.request, a profile picture', async () => {
    const request = new Request('http://x/', { method: 'PATCH', body: hugeProfileForm(eightMegabytes) });
    const body = Buffer.from(await request.arrayBuffer());
    const answer = await rawRequest(
      'PATCH',
      '/api/profile/',
      {
        authorization: `Bearer ${student.token}`,
        'content-type': request.headers.get('content-type') ?? '',
        'content-length': body.length,
      },
      (outgoing) => outgoing.end(body),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: expect.stringMatching(/at most 2 MB/) });
  });
});
