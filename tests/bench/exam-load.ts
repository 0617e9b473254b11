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

/** Sockets seen so far, and the second of the running phase in which each new one was opened. */
const seenSockets = new WeakSet<object>();
let onNewSocket = () => {};

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
    req.on('socket', (socket) => {
      if (seenSockets.has(socket)) return;
      seenSockets.add(socket);
      onNewSocket();
    });
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

type Planned = {
  call: Call;
  student?: number;
  waitFor?: Promise<unknown>;
  kind?: SaveKind;
  /** Called once the request is answered or has failed. */
  done?: () => void;
};

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

/**
 * Phases still sending or waiting for answers: each phase makes its figures only once none is, so
 * that making them never delays another phase's requests.
 */
let phasesRunning = 0;
let everyPhaseAnswered = () => {};
const allPhasesAnswered = new Promise<void>((resolve) => {
  everyPhaseAnswered = resolve;
});

/** Sends `total` requests, the k-th at `startAt + k * interval`, and gathers their figures. */
async function phase(
  total: number,
  startAt: number,
  interval: number,
  plan: (k: number) => Planned | null,
): Promise<ExamPhaseResult> {
  phasesRunning++;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const latencies: number[] = [];
  const samples: { second: number; tenth: number; kind?: SaveKind; ms: number }[] = [];
  const lags: number[] = [];
  const lagSamples: { key: number; ms: number }[] = [];
  const opened: number[] = [];
  const statuses: Record<string, number> = {};
  const refusals: string[] = [];
  let failures = 0;
  let acknowledged = 0;
  let inFlight = 0;
  let sent = 0;
  const retriesBefore = retries;
  let allAnswered = () => {};
  const started = performance.now();
  onNewSocket = () => {
    const second = Math.floor((performance.now() - started) / 1000);
    opened[second] = (opened[second] ?? 0) + 1;
  };
  const answerOf = async ({ call, waitFor, kind }: Planned, due: number) => {
    await waitFor;
    lags.push(Math.max(0, performance.now() - due));
    lagSamples.push({ key: Math.floor((due - started) / 1000), ms: Math.max(0, performance.now() - due) });
    const answer = await send(call);
    if (!answer) {
      failures++;
      return;
    }
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 200 && answer.status < 300) {
      acknowledged++;
      latencies.push(answer.ms);
      samples.push({
        second: Math.floor((due - started) / 1000),
        tenth: Math.floor((due - started) / 100),
        kind,
        ms: answer.ms,
      });
      call.onOk?.(answer.body);
    } else if (refusals.length < 5)
      refusals.push(`${answer.status} ${call.path}: ${answer.body.slice(0, 200)}`);
  };
  for (let k = 0; k < total; k++) {
    const due = started + k * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const planned = plan(k);
    if (!planned) continue;
    sent++;
    inFlight++;
    const answered = answerOf(planned, due).finally(() => {
      planned.done?.();
      inFlight--;
      if (inFlight === 0) allAnswered();
    });
    if (planned.student !== undefined) lastOfStudent.set(planned.student, answered);
  }
  if (inFlight > 0)
    await new Promise<void>((resolve) => {
      allAnswered = resolve;
    });
  const took = Math.round(performance.now() - started) / 1000;
  if (--phasesRunning === 0) everyPhaseAnswered();
  await allPhasesAnswered;
  const seconds = grouped(samples.map(({ second, ms }) => ({ key: second, ms })));
  const tenths = grouped(
    samples.filter(({ tenth }) => tenth < 30).map(({ tenth, ms }) => ({ key: tenth, ms })),
  );
  const lagSeconds = grouped(lagSamples);
  const empty: Latency = { count: 0, p50: 0, p99: 0, max: 0 };
  const kinds = grouped(samples.flatMap(({ kind, ms }) => (kind ? [{ key: kind, ms }] : [])));
  return {
    sent,
    acknowledged,
    statuses,
    failures,
    latency: latencyOf(latencies.sort((a, b) => a - b)),
    sendLag: latencyOf(lags.sort((a, b) => a - b)),
    seconds: took,
    retried: retries - retriesBefore,
    refusals: [...refusals, ...errors.splice(0)],
    byTenth: Array.from({ length: 30 }, (_, t) => tenths.get(t)?.p99 ?? 0),
    opened: Array.from({ length: Math.min(opened.length, 12) }, (_, s) => opened[s] ?? 0),
    lagBySecond: Array.from({ length: Math.min(lagSeconds.size, 12) }, (_, s) => lagSeconds.get(s)?.p99 ?? 0),
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

type ExamResult = {
  start: ExamPhaseResult;
  ramp: ExamPhaseResult;
  save: ExamPhaseResult;
  submit: ExamPhaseResult;
};

async function run(): Promise<ExamPhaseResult | ExamResult> {
  if (job.kind === 'bare') {
    const total = Math.round(job.seconds * job.rate);
    return phase(total, job.startAt, perSecond(total, job.seconds), () => ({
      call: { method: 'GET', path: '/' },
    }));
  }
  const schedule = job.exam;
  if (!schedule) throw new Error('an exam job needs its schedule');
  const attemptIds = new Array<number>(n).fill(0);
  // Each student's start, settled once answered: their saves wait for it, as a device cannot save before.
  const startDone: Array<() => void> = [];
  const started = Array.from(
    { length: n },
    (_, k) => new Promise<void>((resolve) => (startDone[k] = resolve)),
  );
  const starting = phase(n, job.startAt, perSecond(n, job.seconds), (k) => ({
    student: k,
    done: startDone[k],
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
  const interval = 1000 / Math.max(job.rate, 1);
  const rampSlots = Math.max(0, Math.ceil((schedule.savesAt - job.startAt) / interval));
  const steadySlots = job.rate > 0 ? Math.round(schedule.saveSeconds * job.rate) : 0;
  const lastSaved: Record<string, number> = {};
  const savedBefore = new Set<number>();
  const saveCall = (k: number): Planned => {
    const save = saveOf(k, n, job.questions);
    const key = `${save.student}:${save.question.id}`;
    const kind: SaveKind = savedBefore.has(save.student) ? 'later' : 'first';
    savedBefore.add(save.student);
    return {
      student: save.student,
      kind,
      waitFor: started[save.student],
      call: {
        method: 'PUT',
        get path() {
          return `/api/attempts/${attemptIds[save.student]}/answers/`;
        },
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
  };
  // The ramp: a slot whose student has no answered start yet is not a save (that device is not answering yet).
  const ramping = phase(schedule.rampSaves ? rampSlots : 0, job.startAt, interval, (k) =>
    attemptIds[saveOf(k, n, job.questions).student] === 0 ? null : saveCall(k),
  );
  const saving = phase(steadySlots, job.startAt + rampSlots * interval, interval, (j) =>
    saveCall(rampSlots + j),
  );
  const submitting = phase(n, schedule.submitAt, perSecond(n, schedule.submitSeconds), (k) => ({
    waitFor: lastOfStudent.get(k),
    call: {
      method: 'POST',
      get path() {
        return `/api/attempts/${attemptIds[k]}/submit/`;
      },
      token: job.students[k].token,
      student: k,
    },
  }));
  const [start, ramp, save, submit] = await Promise.all([starting, ramping, saving, submitting]);
  return { start: { ...start, attemptIds }, ramp, save: { ...save, lastSaved }, submit };
}

const result = await run();
agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
