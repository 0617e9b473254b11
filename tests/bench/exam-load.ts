/**
 * The exam-day scenario's load process (tests/bench/exam-day.ts): reads an ExamPhaseJob as JSON on
 * stdin, sends its requests at their planned times over keep-alive connections, prints an
 * ExamPhaseResult. Open loop: a slow answer never delays the next request, as 2,000 students do not
 * wait for each other.
 */
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';
import {
  type ExamPhaseJob,
  type ExamPhaseResult,
  type Latency,
  latencyOf,
  type SaveKind,
  saveOf,
} from './exam-plan';

const job = JSON.parse(await text(process.stdin)) as ExamPhaseJob;
const base = new URL(job.url);
const servers = (job.urls ?? [job.url]).map((url) => new URL(url));
// Many sockets, as many devices would open; ramped by the rate itself, never all in one burst.
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

/** The first few network errors, for the report. */
const errors: string[] = [];
/** Requests sent again on a fresh connection after their kept-alive one was reset. */
let retries = 0;

type Call = {
  method: string;
  path: string;
  token?: string;
  body?: string;
  onOk?: (body: string) => void;
  /** Whose request it is: a student's go to their own server when there are several. */
  student?: number;
};

type Answer = { status: number; ms: number; body: string };

/**
 * One request; a kept-alive socket the server closed just as it was reused is retried once on a
 * connection of its own, as Node's documentation advises and browsers do (every request here is
 * idempotent), timed from the first try: on a starved machine the load's timers run late, so
 * another pooled socket may be just as stale.
 */
function send(call: Call, started = performance.now(), retried = false): Promise<Answer | null> {
  const target = call.student === undefined ? base : servers[call.student % servers.length];
  return new Promise((resolve) => {
    const req = request(
      {
        agent: retried ? false : agent,
        host: target.hostname,
        port: target.port,
        method: call.method,
        path: call.path,
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(call.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (req.reusedSocket && !retried && error.code === 'ECONNRESET') {
        retries++;
        resolve(send(call, started, true));
      } else {
        if (errors.length < 5) errors.push(`${call.method} ${call.path}: ${error.code ?? error.message}`);
        resolve(null);
      }
    });
    req.end(call.body);
  });
}

const n = job.students.length;
/** Each student's last save, which their submission waits for. */
const lastOfStudent = new Map<number, Promise<unknown>>();

type Planned = { call: Call; student?: number; waitFor?: Promise<unknown>; kind?: SaveKind };

const sortedLatency = (values: number[]) => latencyOf(values.sort((a, b) => a - b));

/** Latencies grouped by a key, each group's figures. */
function grouped<K extends string | number>(samples: { key: K; ms: number }[]) {
  const groups = new Map<K, number[]>();
  for (const { key, ms } of samples) {
    const values = groups.get(key);
    if (values) values.push(ms);
    else groups.set(key, [ms]);
  }
  return new Map([...groups].map(([key, values]) => [key, sortedLatency(values)] as const));
}

/** Sends `total` requests, the k-th at `startAt + k * interval`, and gathers their figures. */
async function phase(
  total: number,
  startAt: number,
  interval: number,
  plan: (k: number) => Planned,
): Promise<ExamPhaseResult> {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const latencies: number[] = [];
  const samples: { second: number; kind?: SaveKind; ms: number }[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const refusals: string[] = [];
  let failures = 0;
  let acknowledged = 0;
  let inFlight = 0;
  const retriesBefore = retries;
  let allAnswered = () => {};
  const started = performance.now();
  const answerOf = async ({ call, waitFor, kind }: Planned, due: number) => {
    await waitFor;
    lags.push(Math.max(0, performance.now() - due));
    const answer = await send(call);
    if (!answer) {
      failures++;
      return;
    }
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 200 && answer.status < 300) {
      acknowledged++;
      latencies.push(answer.ms);
      samples.push({ second: Math.floor((due - started) / 1000), kind, ms: answer.ms });
      call.onOk?.(answer.body);
    } else if (refusals.length < 5)
      refusals.push(`${answer.status} ${call.path}: ${answer.body.slice(0, 200)}`);
  };
  for (let k = 0; k < total; k++) {
    const due = started + k * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const planned = plan(k);
    inFlight++;
    const answered = answerOf(planned, due).finally(() => {
      inFlight--;
      if (inFlight === 0) allAnswered();
    });
    if (planned.student !== undefined) lastOfStudent.set(planned.student, answered);
  }
  if (inFlight > 0)
    await new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
  const seconds = grouped(samples.map(({ second, ms }) => ({ key: second, ms })));
  const empty: Latency = { count: 0, p50: 0, p99: 0, max: 0 };
  const kinds = grouped(samples.flatMap(({ kind, ms }) => (kind ? [{ key: kind, ms }] : [])));
  return {
    sent: total,
    acknowledged,
    statuses,
    failures,
    latency: latencyOf(latencies.sort((a, b) => a - b)),
    sendLag: latencyOf(lags.sort((a, b) => a - b)),
    seconds: Math.round(performance.now() - started) / 1000,
    retried: retries - retriesBefore,
    refusals: [...refusals, ...errors.splice(0)],
    bySecond: Array.from({ length: Math.max(0, ...seconds.keys()) + 1 }, (_, s) => seconds.get(s) ?? empty),
    ...(kinds.size
      ? {
          byKind: {
            first: kinds.get('first') ?? empty,
            later: kinds.get('later') ?? empty,
          },
        }
      : {}),
  };
}

const perSecond = (total: number, seconds: number) => (seconds * 1000) / Math.max(total, 1);

async function run(): Promise<ExamPhaseResult | { save: ExamPhaseResult; submit: ExamPhaseResult }> {
  if (job.kind === 'bare') {
    const total = Math.round(job.seconds * job.rate);
    return phase(total, job.startAt, perSecond(total, job.seconds), () => ({
      call: { method: 'GET', path: '/' },
    }));
  }
  if (job.kind === 'start') {
    const attemptIds = new Array<number>(n).fill(0);
    const result = await phase(n, job.startAt, perSecond(n, job.seconds), (k) => ({
      call: {
        method: 'POST',
        path: `/api/tests/${job.testId}/attempt/`,
        token: job.students[k].token,
        student: k,
        onOk: (body) => {
          attemptIds[k] = (JSON.parse(body) as { id: number }).id;
        },
      },
    }));
    return { ...result, attemptIds };
  }
  const lastSaved: Record<string, number> = {};
  const total = Math.round(job.seconds * job.rate);
  const saving = phase(total, job.startAt, perSecond(total, job.seconds), (k) => {
    const save = saveOf(k, n, job.questions);
    const key = `${save.student}:${save.question.id}`;
    const kind: SaveKind = k < n ? 'first' : 'later';
    return {
      student: save.student,
      kind,
      call: {
        method: 'PUT',
        path: `/api/attempts/${job.students[save.student].attemptId}/answers/`,
        token: job.students[save.student].token,
        student: save.student,
        body: JSON.stringify({
          question_id: save.question.id,
          answer: save.answer,
          marked_for_review: false,
          seconds_spent: save.secondsSpent,
        }),
        onOk: () => {
          if ((lastSaved[key] ?? -1) < k) lastSaved[key] = k;
        },
      },
    };
  });
  const { submitAt, submitSeconds } = job.submit ?? { submitAt: job.startAt, submitSeconds: 0 };
  const submitting = job.submit
    ? phase(n, submitAt, perSecond(n, submitSeconds), (k) => ({
        waitFor: lastOfStudent.get(k),
        call: {
          method: 'POST',
          path: `/api/attempts/${job.students[k].attemptId}/submit/`,
          token: job.students[k].token,
          student: k,
        },
      }))
    : null;
  const [save, submit] = await Promise.all([saving, submitting]);
  return {
    save: { ...save, lastSaved },
    submit: submit ?? (await phase(0, 0, 0, () => ({ call: { method: 'GET', path: '/' } }))),
  };
}

const result = await run();
agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
