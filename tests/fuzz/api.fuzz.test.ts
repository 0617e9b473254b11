import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../mock-server/app';
import { endpoints } from '../../shared/api';
import { errorBody } from '../../shared/schemas/common';
import { createClass, createHomework, createSubmission, createTwoBatchWorld } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { brokenBody, hostileString, mutatedBody, type RawBody } from './hostile';
import { type Operation, operationsOf } from './operations';
import { createStateReader, type StoredState } from './stored-state';
import { arbitraryOf } from './zod-arbitrary';

/**
 * Generated bad input to every operation of the OpenAPI document, as every kind of caller: bodies
 * derived from the operation's own zod schemas, then mutated (fields dropped, renamed, hostile or of
 * the wrong type), broken (truncated, invalid UTF-8, duplicate keys, wrong content types), with
 * hostile path ids and queries. Every answer must be below 500, within the deadline, one of the
 * statuses the operation documents with a body of its documented schema, and an error must leave
 * every table and the outbox as they were.
 *
 * Seeded: FUZZ_SEED reproduces a run (each failure names its seed); FUZZ_RUNS scales the count.
 */
const seed = Number(process.env.FUZZ_SEED || 20_260_601);
const totalRuns = Number(process.env.FUZZ_RUNS || 10_400);
const answerDeadlineMs = 5_000;

let server: TestServer;
let app: App;
let world: Awaited<ReturnType<typeof createTwoBatchWorld>>;
let readState: () => Promise<StoredState>;
let knownIds: number[];
let operations: Operation[];
const statusCounts = new Map<string, Map<number, number>>();
let requestsSent = 0;

beforeAll(async () => {
  server = await startTestServer();
  world = await createTwoBatchWorld(server.deps);
  const { deps } = server;
  const records = [
    await createClass(deps, world.batchA.id),
    await createClass(deps, world.batchB.id),
    await createClass(deps, world.batchA.id, { zoomLink: null }),
  ];
  const openA = await createHomework(deps, [world.batchA.id], { allowResubmit: true });
  const shared = await createHomework(deps, [world.batchA.id, world.batchB.id]);
  const closedA = await createHomework(deps, [world.batchA.id], { status: 'closed' });
  const openB = await createHomework(deps, [world.batchB.id]);
  const submissions = [
    await createSubmission(deps, openA.id, world.studentA.id),
    await createSubmission(deps, shared.id, world.studentB.id),
  ];
  knownIds = [
    ...new Set([
      world.batchA.id,
      world.batchB.id,
      ...[world.teacherA, world.teacherB, world.studentA, world.studentB, world.lapsed].map(
        (user) => user.id,
      ),
      ...records.map((record) => record.id),
      ...[openA, shared, closedA, openB].map((record) => record.id),
      ...submissions.map((record) => record.id),
      999_999,
    ]),
  ];
  app = createApp(deps);
  operations = operationsOf(app);
  readState = await createStateReader(deps.database.db, deps.config.outboxDir);
}, 60_000);

afterAll(async () => {
  const summary = [...statusCounts].map(
    ([id, counts]) =>
      `${id}: ${[...counts]
        .sort()
        .map(([s, n]) => `${s}x${n}`)
        .join(' ')}`,
  );
  console.log(`fuzz seed ${seed}, ${requestsSent} requests\n${summary.join('\n')}`);
  await server?.stop();
});

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const callers = () => [world.studentA, world.studentB, world.lapsed, world.teacherA, world.teacherB];

/**
 * The callers an operation lets past its role check, found by asking it (a 403 for a record that
 * does not exist can only be the role check), so most requests get as far as validation.
 */
async function admittedTokens(operation: Operation): Promise<string[]> {
  const admitted: string[] = [];
  for (const { token } of callers()) {
    const probe = {
      path: operation.path.replace('{id}', '999999'),
      authorization: `Bearer ${token}`,
      sent: {},
    };
    if ((await send(operation.method, probe)).status !== 403) admitted.push(token);
  }
  return admitted;
}

/** The Authorization header of every kind of caller, from none to forged; mostly one the operation admits. */
const authorization = (admitted: string[]) => {
  const tokens = callers().map((user) => user.token);
  const forged = `${world.teacherA.token.slice(0, -2)}${world.teacherA.token.endsWith('A') ? 'B' : 'A'}A`;
  return fc.oneof(
    {
      arbitrary: fc.constantFrom(...(admitted.length ? admitted : tokens)).map((token) => `Bearer ${token}`),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...tokens).map((token) => `Bearer ${token}`), weight: 2 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(
          `Bearer ${forged}`,
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          `bearer ${world.teacherA.token}`,
        ),
        printable.map((junk) => `Bearer ${junk}`),
      ),
      weight: 1,
    },
  );
};

/** Path ids: records that exist (some not the caller's), ids that do not, and segments that are no id. */
const pathId = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds).map(String), weight: 4 },
    { arbitrary: fc.stringMatching(/^\d{1,12}$/), weight: 1 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom(
          '-1',
          '0',
          '1e3',
          '0x10',
          '%00',
          '%ZZ',
          '%',
          '..',
          '%2e%2e',
          '%2F',
          '%ED%A0%80',
          '%C0%AF',
          '1%20',
          '٣',
        ),
        hostileString.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))),
      ),
      weight: 2,
    },
  );

/** Values the refinements want, so a fair share of requests gets past validation to the handler. */
const fieldHints = {
  tz: fc.constantFrom('Asia/Kolkata', 'UTC', 'America/New_York', 'Etc/GMT+12'),
  password: fc.stringMatching(/^[A-Za-z]{6,20}\d{2}$/),
  mobile_number: fc.stringMatching(/^\+?\d{6,15}$/),
  communication_number: fc.stringMatching(/^\+?\d{6,15}$/),
  username: fc.constantFrom('teacher@demo.school', 'nobody@example.test'),
};

/** A generated value as form or query text. */
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

type Sent = { body?: BodyInit; contentType?: string; query?: string };

function jsonBodies(operation: Operation): fc.Arbitrary<Sent> {
  const schema = operation.body?.schema;
  if (!schema) return fc.constant({});
  const valid = arbitraryOf(schema, {
    ids: fc.constantFrom(...knownIds),
    fields: fieldHints,
  }) as fc.Arbitrary<Record<string, unknown>>;
  const asJson = (value: unknown): Sent => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const raw = ({ body, contentType }: RawBody): Sent => ({ body, contentType });
  return fc.oneof(
    { arbitrary: valid.map(asJson), weight: 3 },
    { arbitrary: mutatedBody(valid).map(asJson), weight: 4 },
    { arbitrary: brokenBody(valid.map((value) => JSON.stringify(value))).map(raw), weight: 2 },
  );
}

const pngPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const picture = fc.oneof(
  fc.constant(undefined),
  fc.constant(new File([pngPixel], 'me.png', { type: 'image/png' })),
  fc.constant(new File(['<svg onload="alert(1)"/>'], 'me.png', { type: 'image/png' })),
  fc.constant(new File([], 'empty.png')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], '../../etc/passwd.gif')),
);

function formBodies(operation: Operation): fc.Arbitrary<Sent> {
  const schema = operation.body?.schema;
  if (!schema) return fc.constant({});
  const valid = arbitraryOf(schema, { fields: fieldHints }) as fc.Arbitrary<Record<string, unknown>>;
  const asForm = (fields: unknown, file: File | undefined): Sent => {
    const form = new FormData();
    if (fields && typeof fields === 'object') {
      for (const [key, value] of Object.entries(fields)) {
        if (key !== 'profile_picture') form.append(key, text(value));
      }
    }
    if (file) form.append('profile_picture', file);
    return { body: form };
  };
  return fc.oneof(
    { arbitrary: fc.tuple(valid, picture).map(([fields, file]) => asForm(fields, file)), weight: 3 },
    {
      arbitrary: fc.tuple(mutatedBody(valid), picture).map(([fields, file]) => asForm(fields, file)),
      weight: 4,
    },
    {
      arbitrary: brokenBody(valid.map((value) => JSON.stringify(value))).map(({ body, contentType }) => ({
        body,
        contentType,
      })),
      weight: 2,
    },
  );
}

function queries(operation: Operation): fc.Arbitrary<string> {
  if (!operation.query) return fc.constant('');
  const valid = arbitraryOf(operation.query, { fields: fieldHints }) as fc.Arbitrary<Record<string, unknown>>;
  const encode = (value: unknown) =>
    value && typeof value === 'object'
      ? `?${new URLSearchParams(Object.entries(value).map(([key, item]) => [key, text(item)])).toString()}`
      : `?${encodeURIComponent(text(value).replace(/[\uD800-\uDFFF]/g, ''))}`;
  return fc.oneof(
    valid.map(encode),
    mutatedBody(valid).map(encode),
    fc.constantFrom(
      '?date=%ZZ',
      '?date=2030-01-01&date=2030-01-02',
      '?date=2030-01-01&tz=%00',
      '?tz=UTC',
      '?&&=&',
    ),
  );
}

type FuzzCase = { path: string; authorization?: string; sent: Sent };

function cases(operation: Operation, admitted: string[]): fc.Arbitrary<FuzzCase> {
  const bodies =
    operation.body?.contentType === 'multipart/form-data' ? formBodies(operation) : jsonBodies(operation);
  return fc
    .record({ id: pathId(), query: queries(operation), authorization: authorization(admitted), sent: bodies })
    .map(({ id, query, authorization, sent }) => ({
      path: `${operation.path.replace('{id}', id)}${query}`,
      authorization,
      sent,
    }));
}

async function send(method: string, fuzzCase: FuzzCase) {
  const headers = new Headers();
  if (fuzzCase.authorization !== undefined) headers.set('authorization', fuzzCase.authorization);
  if (fuzzCase.sent.contentType !== undefined) headers.set('content-type', fuzzCase.sent.contentType);
  const request = new Request(`http://localhost${fuzzCase.path}`, {
    method,
    headers,
    body: fuzzCase.sent.body,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${answerDeadlineMs} ms`)), answerDeadlineMs);
  });
  try {
    const answer = await Promise.race([app.request(request), deadline]);
    requestsSent += 1;
    return { status: answer.status, text: await Promise.race([answer.text(), deadline]) };
  } finally {
    clearTimeout(timer);
  }
}

function count(id: string, status: number) {
  const counts = statusCounts.get(id) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statusCounts.set(id, counts);
}

/** The answer is a documented status, with a body of the documented schema. */
function checkAnswer(operation: Operation, answer: { status: number; text: string }) {
  count(operation.id, answer.status);
  expect(answer.status, answer.text).toBeLessThan(500);
  const schema = operation.responses.get(answer.status);
  expect(schema, `${answer.status} is not documented for ${operation.id}: ${answer.text}`).toBeDefined();
  let body: unknown;
  expect(
    () => {
      body = JSON.parse(answer.text);
    },
    `not JSON: ${answer.text.slice(0, 200)}`,
  ).not.toThrow();
  const parsed = schema?.safeParse(body);
  expect(parsed?.success, `${answer.status} body off its schema: ${answer.text.slice(0, 300)}`).toBe(true);
}

/** Runs per operation: an equal share, less for sign-in, whose password check is slow by design. */
function runsFor(operation: Operation) {
  const share = Math.ceil(totalRuns / operationIds.length);
  return operation.id === 'login' ? Math.ceil(share / 3) : share;
}

// Deletes last, so the records the other operations aim at live as long as possible.
// The calls answering a file (the contract's z.string(): CSV exports, the receipt PDF) are not JSON:
// operations.ts leaves them out.
const operationIds = Object.entries(endpoints)
  .filter(([, endpoint]) => endpoint.response.def.type !== 'string')
  .sort(([, a], [, b]) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
  .map(([name]) => name);

describe('generated bad input: no 5xx, no hang, only documented answers, no write on error', () => {
  it('covers every operation of the document: those of shared/api.ts, by the same names', () => {
    expect(operations.map((operation) => operation.id).sort()).toEqual([...operationIds].sort());
  });

  it.each(operationIds.map((id, index) => [id, index] as const))(
    '%s',
    async (id, index) => {
      const operation = operations.find((candidate) => candidate.id === id) as Operation;
      const admitted = operation.isPublic ? [] : await admittedTokens(operation);
      // A read never writes, whatever its answer: checked once around all its runs. A write is checked
      // around each run that it refused (the state after one run is the state before the next).
      const writes = operation.method !== 'GET';
      const start = await readState();
      let state = start;
      const property = fc.asyncProperty(cases(operation, admitted), async (fuzzCase) => {
        try {
          const answer = await send(operation.method, fuzzCase);
          checkAnswer(operation, answer);
          if (!writes) return;
          const before = state;
          state = await readState();
          if (answer.status >= 400) expect(state, `${answer.status} wrote something`).toEqual(before);
        } catch (error) {
          if (writes) state = await readState();
          throw new Error(`${operation.method} ${fuzzCase.path}: ${(error as Error).message}`);
        }
      });
      await fc.assert(property, { seed: seed + index, numRuns: runsFor(operation) });
      if (!writes) expect(await readState(), `${operation.id} wrote something`).toEqual(start);
    },
    120_000,
  );

  it('answers methods and paths no operation serves with a JSON 4xx and writes nothing', async () => {
    const start = await readState();
    const paths = fc.oneof(
      fc
        .constantFrom(...operations.map((operation) => operation.path))
        .chain((path) => pathId().map((id) => path.replace('{id}', id))),
      fc.constantFrom('/api/', '/api/homework', '/api/homework/1', '/api/%ZZ/', '/api/users/'),
      fc
        .constantFrom('/media/profiles/', '/media/', '/media/profiles/../../')
        .chain((folder) => pathId().map((name) => `${folder}${name}`)),
    );
    const methods = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
    const served = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const property = fc.asyncProperty(paths, methods, authorization([]), async (path, method, header) => {
      const answer = await send(method, { path, authorization: header, sent: {} });
      expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(500);
      const pattern = path.replace(/\/\d+\//, '/{id}/');
      if (served.has(`${method} ${pattern}`) || answer.status < 400) return;
      // `..` can lead out of /api and /media, to the pages, which this in-process app does not serve.
      if (!/^\/(api|media)\//.test(new URL(path, 'http://localhost').pathname)) return;
      expect(errorBody.safeParse(JSON.parse(answer.text)).success, `${method} ${path}: ${answer.text}`).toBe(
        true,
      );
    });
    await fc.assert(property, { seed, numRuns: 400 });
    expect(await readState()).toEqual(start);
  }, 120_000);

  it('sent the planned number of requests', () => {
    expect(requestsSent).toBeGreaterThanOrEqual(Math.min(totalRuns, 10_000) * 0.95);
  });
});
