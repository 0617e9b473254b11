import { Hono } from 'hono';
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import type { AppDeps, AppEnv } from '../context';
import { flushLog } from '../logger';
import { requestLog } from './request-log';

let stdout: MockInstance<typeof process.stdout.write>;
let stderr: MockInstance<typeof process.stderr.write>;

beforeEach(() => {
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  stdout.mockRestore();
  stderr.mockRestore();
});

const linesOf = (stream: MockInstance<typeof process.stdout.write>) =>
  stream.mock.calls
    .map(([chunk]) => String(chunk))
    .join('')
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

function app(logLevel: 'info' | 'warn') {
  const routes = new Hono<AppEnv>();
  routes.use('*', requestLog());
  routes.use('*', async (c, next) => {
    c.set('deps', { config: { logLevel } } as AppDeps);
    await next();
  });
  routes.post('/api/things/', (c) => c.json({ id: 1 }, 201));
  routes.get('/cal/:file', (c) => c.body('BEGIN:VCALENDAR', 200));
  routes.get('/api/broken/', () => {
    throw new Error('database down');
  });
  routes.onError((_error, c) => c.json({ detail: 'Something went wrong on our side.' }, 500));
  return routes;
}

it('logs one line a request with its method, path, status and duration, after the answer', async () => {
  const response = await app('info').request('/api/things/?page=2', { method: 'POST' });
  expect(response.status).toBe(201);
  flushLog();
  const [line] = linesOf(stdout);
  expect(line).toMatchObject({
    level: 'info',
    msg: 'request',
    method: 'POST',
    path: '/api/things/',
    status: 201,
  });
  expect(line.ms).toBeGreaterThanOrEqual(0);
  expect(Date.parse(line.time)).not.toBeNaN();
});

it('logs a failed request as an error, on stderr at once, even when info lines are off', async () => {
  const response = await app('warn').request('/api/broken/');
  expect(response.status).toBe(500);
  expect(linesOf(stderr)).toEqual([
    expect.objectContaining({ level: 'error', path: '/api/broken/', status: 500 }),
  ]);
  flushLog();
  expect(stdout).not.toHaveBeenCalled();
});

it('logs a calendar feed without its secret, which is the only credential of the feed', async () => {
  const secret = 'Zx9secretFeedToken0123456789abcd';
  expect((await app('info').request(`/cal/${secret}.ics`)).status).toBe(200);
  flushLog();
  const written = stdout.mock.calls.map(([chunk]) => String(chunk)).join('');
  expect(written).not.toContain(secret);
  expect(linesOf(stdout)).toEqual([expect.objectContaining({ path: '/cal/:secret', status: 200 })]);
});
