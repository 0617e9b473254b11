import { Hono, type MiddlewareHandler } from 'hono';
import { expect, it } from 'vitest';
import { asOneLayer, onlyUnder } from './one-layer';

const step =
  (name: string, trace: string[]): MiddlewareHandler =>
  async (c, next) => {
    trace.push(`${name} before ${c.req.path}`);
    await next();
    trace.push(`${name} after ${c.res.status}`);
  };

it('runs the middlewares in order around the rest of the chain, as separate layers did', async () => {
  const trace: string[] = [];
  const app = new Hono();
  app.use('*', asOneLayer(step('log', trace), onlyUnder('/api', step('api', trace)), step('deps', trace)));
  app.get('/api/things/', (c) => {
    trace.push('route');
    return c.json([], 200);
  });
  app.get('/page', (c) => c.text('page', 201));
  /** The steps a request ran through, once it was answered with the status expected. */
  const stepsOf = async (path: string, status: number) => {
    expect((await app.request(path)).status).toBe(status);
    return trace.splice(0);
  };

  expect(await stepsOf('/api/things/', 200)).toEqual([
    'log before /api/things/',
    'api before /api/things/',
    'deps before /api/things/',
    'route',
    'deps after 200',
    'api after 200',
    'log after 200',
  ]);

  expect(await stepsOf('/page', 201)).toEqual([
    'log before /page',
    'deps before /page',
    'deps after 201',
    'log after 201',
  ]);
});

it('runs a middleware only under its path, as app.use(base + "/*") does', async () => {
  const trace: string[] = [];
  const app = new Hono();
  app.use('*', asOneLayer(onlyUnder('/api', step('api', trace))));
  app.all('*', (c) => c.text('any'));
  for (const path of ['/api', '/api/', '/api/x/y', '/apix', '/other/api/']) await app.request(path);
  expect(trace.filter((line) => line.includes('before'))).toEqual([
    'api before /api',
    'api before /api/',
    'api before /api/x/y',
  ]);
});

it('lets a middleware answer without calling the rest', async () => {
  const app = new Hono();
  const refuse: MiddlewareHandler = async (c) => c.json({ detail: 'No.' }, 403);
  let reached = false;
  app.use(
    '*',
    asOneLayer(refuse, async (_c, next) => {
      reached = true;
      await next();
    }),
  );
  app.get('/x', (c) => c.text('x'));
  const response = await app.request('/x');
  expect(response.status).toBe(403);
  expect(reached).toBe(false);
});
