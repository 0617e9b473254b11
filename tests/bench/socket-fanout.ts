/**
 * The listening side of the socket scenario, in a process of its own (like the HTTP load): logs a
 * socket world in, then obeys one command per stdin line and answers each with one JSON line:
 *   (first line) the FanoutJob      -> { ready, loginMs }
 *   open   opens every socket, spread evenly over `openOverMs`   -> OpenFigures
 *   send   the teacher creates homework for all the batches, one after another: one to warm up,
 *          then `sends` timed                                    -> DeliveryFigures
 *   close  closes the sockets and exits
 * Every time is read in this process, so the delivery latency is from just before the POST is sent
 * to each socket's message: the write, the bus and the fan-out together. The first homework is not
 * timed: it is the first time the servers run that path for this many batches and sockets (code not
 * yet compiled, statements not yet prepared), which a server in use has long done. Timed once, the
 * figure swung by tens of milliseconds between runs with the garbage collector and the VM's mood.
 */
import { createInterface } from 'node:readline';
import { channels, socketMessage } from '../../shared/socket';
import { type LeanListener, openLeanListener, textMessagesOf } from './lean-listener';
import { login } from './read-scenarios';
import type { SocketWorld } from './socket-world';

export type FanoutJob = {
  /** The servers: socket i opens on urls[i % urls.length]; the homework is created through the first. */
  urls: string[];
  world: SocketWorld;
  /** The world's password; null for the bare ws server (bare-ws-server.ts), which asks no one's. */
  password: string | null;
  openOverMs: number;
  /** Timed homework, after the untimed first one. */
  sends: number;
};

export type Spread = { p50: number; p99: number; max: number };
export type OpenFigures = { opened: number; failed: number; openMs: number; handshake: Spread };
/** One homework's delivery: how many sockets had it, when the POST answered, and when each had it. */
export type SendFigures = { delivered: number; missing: number; postMs: number; latency: Spread };
/** The timed homework's deliveries, their latencies pooled, and each on its own. */
export type DeliveryFigures = SendFigures & { each: SendFigures[] };

const rounded = (ms: number) => Math.round(ms * 10) / 10;

export function spreadOf(values: number[]): Spread {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return { p50: rounded(at(0.5)), p99: rounded(at(0.99)), max: rounded(sorted[sorted.length - 1]) };
}

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Whether the first message `listener` received announces the homework titled `title`. */
function heardOf(listener: LeanListener, title: string): boolean {
  try {
    const [first] = textMessagesOf(listener.received);
    const message = socketMessage.parse(JSON.parse(first));
    return message.action === 'new_homework' && message.homework.title === title;
  } catch {
    return false;
  }
}

const reply = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const lines = createInterface({ input: process.stdin });
const commands = lines[Symbol.asyncIterator]();
const job = JSON.parse((await commands.next()).value as string) as FanoutJob;
const [writeUrl] = job.urls;

const loginStarted = performance.now();
const { password } = job;
const signIn = (email: string) =>
  password === null ? Promise.resolve('') : login(writeUrl, email, password);
const teacherToken = await signIn(job.world.teacherEmail);
const tokens = await eachLimited(job.world.students, 16, (student) => signIn(student.email));
// One request answered before the timed POST, so that it never pays for the HTTP client's start
// (a first fetch in a process costs tens of ms), with or without the sign-ins before it.
await fetch(`${writeUrl}/healthz`).then((response) => response.arrayBuffer());
reply({ ready: true, loginMs: Math.round(performance.now() - loginStarted) });

const gapBetweenSendsMs = 250;

/** Creates one homework for all the world's batches and times its message on every listener. */
async function sendOne(listening: LeanListener[]): Promise<{ figures: SendFigures; arrived: number[] }> {
  for (const listener of listening) {
    listener.firstDataAt = null;
    listener.received = [];
  }
  const title = `Fan-out ${Date.now()} ${Math.random()}`;
  const sentAt = performance.now();
  const response = await fetch(`${writeUrl}/api/homework/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${teacherToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      batch_ids: job.world.batchIds,
    }),
  });
  const postMs = performance.now() - sentAt;
  if (response.status !== 201) throw new Error(`creating the homework: ${response.status}`);
  const deadline = sentAt + 30_000;
  while (listening.some((listener) => listener.firstDataAt === null) && performance.now() < deadline) {
    await sleep(5);
  }
  // Read once the timing is over: a listener counts only if what came first was this homework.
  const arrived = listening.flatMap((listener) =>
    listener.firstDataAt !== null && heardOf(listener, title) ? [listener.firstDataAt - sentAt] : [],
  );
  const figures: SendFigures = {
    delivered: arrived.length,
    missing: listening.length - arrived.length,
    postMs: rounded(postMs),
    latency: spreadOf(arrived),
  };
  return { figures, arrived };
}

let listeners: LeanListener[] = [];
for await (const command of commands) {
  if (command === 'open') {
    const started = performance.now();
    const gapMs = job.openOverMs / job.world.students.length;
    const handshakes: number[] = [];
    const opened = await Promise.all(
      job.world.students.map(async (student, i) => {
        await sleep(i * gapMs);
        const from = performance.now();
        const path = channels.batchHomework(student.batchId);
        const listener = await openLeanListener(job.urls[i % job.urls.length], path, tokens[i]);
        handshakes.push(performance.now() - from);
        return listener;
      }),
    );
    listeners = opened.filter((listener): listener is LeanListener => listener !== null);
    const figures: OpenFigures = {
      opened: listeners.length,
      failed: opened.length - listeners.length,
      openMs: Math.round(performance.now() - started),
      handshake: spreadOf(handshakes),
    };
    reply(figures);
  } else if (command === 'send') {
    await sendOne(listeners);
    const each: SendFigures[] = [];
    const arrivals: number[] = [];
    for (let n = 0; n < job.sends; n++) {
      // The last homework's answer and deliveries settle first, as they would between two teachers'.
      await sleep(gapBetweenSendsMs);
      const { figures, arrived } = await sendOne(listeners);
      each.push(figures);
      arrivals.push(...arrived);
    }
    const total = (field: 'delivered' | 'missing') => each.reduce((sum, figures) => sum + figures[field], 0);
    const pooled: DeliveryFigures = {
      delivered: total('delivered'),
      missing: total('missing'),
      postMs: spreadOf(each.map((figures) => figures.postMs)).p50,
      latency: spreadOf(arrivals),
      each,
    };
    reply(pooled);
  } else if (command === 'close') {
    for (const listener of listeners) listener.close();
    break;
  }
}
process.exit(0);
