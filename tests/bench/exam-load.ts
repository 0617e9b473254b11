/**
 * The exam-day scenario's load process (tests/bench/exam-day.ts): reads an ExamPhaseJob as JSON on
 * stdin, sends its requests at their planned times over keep-alive connections, prints an
 * ExamPhaseResult. Open loop: a slow answer never delays the next request, as 2,000 students do not
 * wait for each other.
 */
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';
import { type ExamPhaseJob, type ExamPhaseResult, latencyOf, saveOf } from './exam-plan';

const job = JSON.parse(await text(process.stdin)) as ExamPhaseJob;
const base = new URL(job.url);
// Many sockets, as many devices would open; ramped by the rate itself, never all in one burst.
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

type Call = { method: string; path: string; token?: string; body?: string; onOk?: (body: string) => void };

function send(call: Call): Promise<{ status: number; ms: number; body: string } | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
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
    req.on('error', () => resolve(null));
    req.end(call.body);
  });
}

const n = job.students.length;
const total = job.kind === 'save' || job.kind === 'bare' ? Math.round(job.seconds * job.rate) : n;
const interval = (job.seconds * 1000) / Math.max(total, 1);
const attemptIds = job.kind === 'start' ? new Array<number>(n).fill(0) : undefined;
const lastSaved: Record<string, number> | undefined = job.kind === 'save' ? {} : undefined;

function callOf(k: number): Call {
  switch (job.kind) {
    case 'bare':
      return { method: 'GET', path: '/' };
    case 'start':
      return {
        method: 'POST',
        path: `/api/tests/${job.testId}/attempt/`,
        token: job.students[k].token,
        onOk: (body) => {
          (attemptIds as number[])[k] = (JSON.parse(body) as { id: number }).id;
        },
      };
    case 'submit':
      return {
        method: 'POST',
        path: `/api/attempts/${job.students[k].attemptId}/submit/`,
        token: job.students[k].token,
      };
    case 'save': {
      const save = saveOf(k, n, job.questions);
      const key = `${save.student}:${save.question.id}`;
      return {
        method: 'PUT',
        path: `/api/attempts/${job.students[save.student].attemptId}/answers/`,
        token: job.students[save.student].token,
        body: JSON.stringify({
          question_id: save.question.id,
          answer: save.answer,
          marked_for_review: false,
          seconds_spent: save.secondsSpent,
        }),
        onOk: () => {
          const saved = lastSaved as Record<string, number>;
          if ((saved[key] ?? -1) < k) saved[key] = k;
        },
      };
    }
  }
}

// Planned on the wall clock, which the bench shares; performance.now() then times each request.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, job.startAt - Date.now())));
const latencies: number[] = [];
const lags: number[] = [];
const statuses: Record<string, number> = {};
const refusals: string[] = [];
let failures = 0;
let acknowledged = 0;
let inFlight = 0;
let allAnswered = () => {};
const started = performance.now();
for (let k = 0; k < total; k++) {
  const due = started + k * interval;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
  lags.push(Math.max(0, performance.now() - due));
  const call = callOf(k);
  inFlight++;
  void send(call)
    .then((answer) => {
      if (!answer) {
        failures++;
        return;
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 200 && answer.status < 300) {
        acknowledged++;
        latencies.push(answer.ms);
        call.onOk?.(answer.body);
      } else if (refusals.length < 5)
        refusals.push(`${answer.status} ${call.path}: ${answer.body.slice(0, 200)}`);
    })
    .finally(() => {
      inFlight--;
      if (inFlight === 0) allAnswered();
    });
}
if (inFlight > 0)
  await new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
const result: ExamPhaseResult = {
  sent: total,
  acknowledged,
  statuses,
  failures,
  latency: latencyOf(latencies.sort((a, b) => a - b)),
  sendLag: latencyOf(lags.sort((a, b) => a - b)),
  seconds: Math.round(performance.now() - started) / 1000,
  refusals,
  ...(attemptIds ? { attemptIds } : {}),
  ...(lastSaved ? { lastSaved } : {}),
};
agent.destroy();
process.stdout.write(`${JSON.stringify(result)}\n`);
