import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../mock-server/db/client';
import { attemptAnswers, testAttempts } from '../../mock-server/db/schema';
import { marksFor } from '../../mock-server/domain/assessments/grading';
import type { AnswerValue } from '../../shared/schemas/assessments';
import { prepareBenchDatabase } from './bench-database';
import { randomJwtSecret, startBenchServer } from './bench-server';
import { type Listening, runJson } from './child-process';
import { monotonicMicros, type ProfileSummary, profilesIn, summarizeProfile } from './cpu-profile';
import { answerOf, type ExamPhaseJob, type ExamPhaseResult } from './exam-plan';
import { createExamWorld, type ExamWorld, examDurationMinutes, examMarking } from './exam-world';
import { heapAfterCollectionKiB } from './server-heap';

export type ExamOptions = {
  students: number;
  /** The students' starts are spread evenly over this. */
  startSeconds: number;
  /** Saves after the starts, until the submissions begin. */
  saveSeconds: number;
  saveRate: number;
  /** The submissions are spread over this, ending just before the window closes. */
  submitSeconds: number;
  /** Server processes on the one database (PostgreSQL only), each student always on the same one. */
  servers: number;
  /**
   * Each student saves from their start on, so the save rate climbs with the starts to `saveRate`;
   * without, the first save is sent only after every start, all at the full rate at once.
   */
  rampSaves: boolean;
  /** Node options of the server processes, before the script (none: as `npm start` runs it). */
  serverNodeOptions: string[];
};

/** The test's whole duration: the run measures the full-size exam day, three hours of saves. */
export const fullSizeSaveSeconds = examDurationMinutes * 60;

export type ExamDayResult = {
  database: 'pglite' | 'postgres';
  options: ExamOptions;
  /** True when the saving lasts less than the test's duration. */
  scaledDown: boolean;
  start: ExamPhaseResult;
  /** Saves sent during the starts by the students already started (none without `rampSaves`). */
  ramp: ExamPhaseResult;
  /** Saves at the full rate, after the starts. */
  save: ExamPhaseResult;
  submit: ExamPhaseResult;
  /** The bare node:http server at the saves' rate, just before and just after. */
  bare: { before: ExamPhaseResult; after: ExamPhaseResult };
  /** The server processes' CPU time over the saves and submissions, per request sent (PGlite's included). */
  serverCpuMsPerRequest: number;
  /** The server processes' CPU time over the starts, per start and save sent meanwhile. */
  serverCpuMsPerStart: number;
  memory: {
    heapKiB: { before: number; after: number };
    rssKiB: { before: number; after: number };
    heapPerAttemptKiB: number;
    rssPerAttemptKiB: number;
  };
  checks: {
    attemptsInDatabase: number;
    graded: number;
    submittedBeforeClose: number;
    savesAcknowledged: number;
    /** Distinct (attempt, question) answers the acknowledged saves must have left. */
    answersExpected: number;
    answersNotReadBack: number;
    scoresWrong: number;
  };
  /** With `profileDir`: where the server's CPU went while the students saved and submitted. */
  profile?: ProfileSummary;
  /** With `profileDir`: where the server's CPU went while the students started. */
  startProfile?: ProfileSummary;
  /** `uptime` at the start and the end: other work on the machine competes for its cores. */
  uptime: { atStart: string; atEnd: string };
  /** Empty when every check held. */
  failures: string[];
};

export const uptimeNow = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

const runPhase = (job: ExamPhaseJob) => runJson<ExamPhaseResult>('tests/bench/exam-load.ts', job);

/** CPU milliseconds the process has used (user and system), from /proc. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

function rssKiB(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

/** Time for a load process to start (Node and tsx) before its first planned request. */
const loadStartMs = 3000;

/** Answers other than 2xx and the 409 of an attempt already over. */
const unexpectedAnswers = (phase: ExamPhaseResult) =>
  Object.entries(phase.statuses).reduce(
    (sum, [status, n]) => sum + (Number(status) >= 300 && Number(status) !== 409 ? n : 0),
    0,
  );

const sameAnswer = (a: unknown, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Exam day on one database: `students` start one published test over `startSeconds`, then save
 * answers at `saveRate` a second, then all submit in the `submitSeconds` before the window closes.
 * Afterwards the database itself is read: every attempt graded with the score its saved answers earn,
 * and every acknowledged save's answer there. The window closes when the run ends, so a run shorter
 * than the test's duration is a scaled-down exam day, and says so.
 */
export async function runExamDay(
  postgresBase: string | undefined,
  options: ExamOptions,
  ceilingUrl: string,
  /** Runs the server under `node --cpu-prof` into this folder (slower: not a figure to publish). */
  profileDir?: string,
): Promise<ExamDayResult> {
  const atStart = uptimeNow();
  const jwtSecret = randomJwtSecret();
  let world: ExamWorld | undefined;
  const database = await prepareBenchDatabase(postgresBase, 1, null, 0, {
    prepare: async (db) => {
      world = await createExamWorld(db, options.students, new Date(Date.now() + 86_400_000), jwtSecret);
    },
  });
  const exam = world as unknown as ExamWorld;
  const servers: Listening[] = [];
  const failures: string[] = [];
  try {
    // One after another: the first settles the database's state, the others only join it.
    for (let i = 0; i < options.servers; i++)
      servers.push(
        await startBenchServer(
          i === 0 ? database.serverEnv : database.anotherServerEnv(),
          jwtSecret,
          profileDir,
          { inspect: true, nodeOptions: options.serverNodeOptions },
        ),
      );
    const [server] = servers;
    const cpuOfServers = () => servers.reduce((sum, one) => sum + cpuMs(one.pid), 0);
    const rssOfServers = () => servers.reduce((sum, one) => sum + rssKiB(one.pid), 0);
    const heapOfServers = async () => {
      let sum = 0;
      for (const one of servers) sum += await heapAfterCollectionKiB(one.inspector as string);
      return sum;
    };
    const job = (
      kind: ExamPhaseJob['kind'],
      seconds: number,
      students: ExamPhaseJob['students'],
      rate = 0,
      startAt = Date.now() + loadStartMs,
    ): ExamPhaseJob => ({
      url: kind === 'bare' ? ceilingUrl : server.url,
      ...(kind === 'bare' ? {} : { urls: servers.map((one) => one.url) }),
      kind,
      testId: exam.testId,
      students,
      questions: exam.questions,
      seconds,
      rate,
      startAt,
    });
    const bareSeconds = Math.min(5, options.saveSeconds);
    const bareBefore = await runPhase(job('bare', bareSeconds, [], options.saveRate));
    const heapBefore = await heapOfServers();
    const rssBefore = rssOfServers();

    // The window is set once everything else is ready, as the teacher would, through the API.
    // Room for the load process's start-up and the last starts' answers; the saving takes what is left.
    const slackSeconds = 5 + options.startSeconds / 2;
    const closesAt = new Date(
      Date.now() +
        2 * loadStartMs +
        (options.startSeconds + options.saveSeconds + options.submitSeconds + slackSeconds) * 1000,
    );
    const windowSet = await fetch(`${server.url}/api/tests/${exam.testId}/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${exam.teacherToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...exam.testBody, closes_at: closesAt.toISOString() }),
    });
    if (!windowSet.ok)
      throw new Error(`setting the test's window: ${windowSet.status} ${await windowSet.text()}`);
    exam.closesAt = closesAt;

    // One load process starts, saves and submits, as the students' devices do: the saves at the full
    // rate from a second after the last start is sent, ending a second before the submissions begin,
    // which spread over the last seconds before the close, the last a quarter second before it.
    const startAt = Date.now() + loadStartMs;
    const savesAt = startAt + options.startSeconds * 1000 + 1000;
    const submitAt = exam.closesAt.getTime() - options.submitSeconds * 1000;
    const saveSeconds = Math.max(0, Math.floor((submitAt - 1000 - savesAt) / 1000));
    const examJob: ExamPhaseJob = {
      ...job(
        'exam',
        options.startSeconds,
        exam.tokens.map((token) => ({ token, attemptId: 0 })),
        saveSeconds > 0 ? options.saveRate : 0,
        startAt,
      ),
      exam: {
        savesAt,
        saveSeconds,
        rampSaves: options.rampSaves,
        submitAt,
        submitSeconds: options.submitSeconds - 0.25,
      },
    };
    const toMonotonic = (epochMs: number) => monotonicMicros() + (epochMs - Date.now()) * 1000;
    const startsWindow = { from: toMonotonic(startAt), to: toMonotonic(savesAt) };
    const savesWindow = { from: toMonotonic(savesAt), to: toMonotonic(exam.closesAt.getTime()) };
    if (profileDir)
      console.log(
        `  profile: starts from ${startsWindow.from} µs, saves at the full rate from ${savesWindow.from} µs ` +
          `(monotonic), in ${profileDir}`,
      );
    // The server's CPU over the starts (with the ramp's saves), and over the saves and submissions;
    // its memory after the saves, before the submissions (in the second without saves), with every
    // attempt active.
    const at = (epochMs: number) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())));
    const cpuAt = async (epochMs: number) => {
      await at(epochMs);
      return cpuOfServers();
    };
    const memoryAt = async (epochMs: number) => {
      await at(epochMs);
      return { heap: await heapOfServers(), rss: rssOfServers() };
    };
    const cpuMarks = Promise.all([cpuAt(startAt), cpuAt(savesAt), cpuAt(exam.closesAt.getTime() + 2000)]);
    const memoryAfter = memoryAt(savesAt + saveSeconds * 1000 + 250);
    const { start, ramp, save, submit } = await runJson<{
      start: ExamPhaseResult;
      ramp: ExamPhaseResult;
      save: ExamPhaseResult;
      submit: ExamPhaseResult;
    }>('tests/bench/exam-load.ts', examJob);
    const [cpuAtStart, cpuAtSaves, cpuAtEnd] = await cpuMarks;
    const { heap: heapAfter, rss: rssAfter } = await memoryAfter;
    const serverCpuMsPerStart = (cpuAtSaves - cpuAtStart) / Math.max(start.sent + ramp.sent, 1);
    const serverCpuMs = cpuAtEnd - cpuAtSaves;
    console.log(
      `  starts: ${start.acknowledged} of ${start.sent} in ${start.seconds} s, p99 ${start.latency.p99} ms; ` +
        `saves meanwhile: ${ramp.acknowledged} of ${ramp.sent}, p99 ${ramp.latency.p99} ms; server CPU ` +
        `${serverCpuMsPerStart.toFixed(2)} ms a request`,
    );
    const students = exam.tokens.map((token, i) => ({ token, attemptId: start.attemptIds?.[i] ?? 0 }));
    if (start.acknowledged !== options.students || new Set(start.attemptIds).size !== options.students)
      failures.push(
        `starts: ${start.acknowledged} of ${options.students} acknowledged with distinct attempts`,
      );
    console.log(
      `  saves: ${save.acknowledged} of ${save.sent} in ${save.seconds} s, p99 ${save.latency.p99} ms; ` +
        `submissions: ${submit.acknowledged} of ${submit.sent}, p99 ${submit.latency.p99} ms; server CPU ` +
        `${(serverCpuMs / Math.max(save.sent + submit.sent, 1)).toFixed(2)} ms a request`,
    );
    const bareAfter = await runPhase(job('bare', bareSeconds, [], options.saveRate));
    await Promise.all(servers.map((one) => one.stop()));
    const [profileFile] = profileDir ? profilesIn(profileDir) : [];
    const profile = profileFile ? summarizeProfile(profileFile, [savesWindow], 30) : undefined;
    const startProfile = profileFile ? summarizeProfile(profileFile, [startsWindow], 30) : undefined;

    const checks = await checkDatabase(database.serverEnv, exam, students, save);
    if (checks.attemptsInDatabase !== options.students)
      failures.push(`${checks.attemptsInDatabase} attempts in the database for ${options.students} students`);
    if (checks.graded !== options.students)
      failures.push(`${options.students - checks.graded} attempts not graded`);
    if (submit.acknowledged !== options.students)
      failures.push(`${options.students - submit.acknowledged} submissions not acknowledged`);
    // A save answered 409 after the close was refused and the device told so: an overloaded machine's
    // figure, not a lost answer. A server error or a dropped connection is.
    const saveFaults = save.failures + unexpectedAnswers(save) + ramp.failures + unexpectedAnswers(ramp);
    if (saveFaults > 0) failures.push(`${saveFaults} saves met an error or a dropped connection`);
    if (checks.answersNotReadBack > 0)
      failures.push(`${checks.answersNotReadBack} saved answers not read back`);
    if (checks.scoresWrong > 0) failures.push(`${checks.scoresWrong} attempts graded to another score`);
    for (const phase of [start, submit])
      failures.push(...phase.refusals.map((refusal) => `refused: ${refusal}`));
    failures.push(
      ...[...save.refusals, ...ramp.refusals]
        .filter((refusal) => !refusal.startsWith('409'))
        .map((refusal) => `refused: ${refusal}`),
    );
    const attempts = Math.max(start.acknowledged, 1);
    return {
      database: database.kind,
      options: { ...options, saveSeconds },
      scaledDown: saveSeconds < fullSizeSaveSeconds,
      start,
      ramp,
      save: { ...save, lastSaved: undefined },
      submit,
      bare: { before: bareBefore, after: bareAfter },
      // Time on the server's own CPU, whatever else competes for the cores: the figure an A/B of the
      // save path can rely on when the machine is shared.
      serverCpuMsPerRequest: Math.round((serverCpuMs / Math.max(save.sent + submit.sent, 1)) * 100) / 100,
      serverCpuMsPerStart: Math.round(serverCpuMsPerStart * 100) / 100,
      memory: {
        heapKiB: { before: Math.round(heapBefore), after: Math.round(heapAfter) },
        rssKiB: { before: rssBefore, after: rssAfter },
        heapPerAttemptKiB: Math.round(((heapAfter - heapBefore) / attempts) * 100) / 100,
        rssPerAttemptKiB: Math.round(((rssAfter - rssBefore) / attempts) * 100) / 100,
      },
      checks,
      ...(profile ? { profile } : {}),
      ...(startProfile ? { startProfile } : {}),
      uptime: { atStart, atEnd: uptimeNow() },
      failures: [...new Set(failures)],
    };
  } finally {
    await Promise.all(servers.map((one) => one.stop()));
    await database.remove();
  }
}

/** Reads the test's attempts and answers back from the database the server used, once it has stopped. */
async function checkDatabase(
  serverEnv: Record<string, string>,
  exam: ExamWorld,
  students: { attemptId: number }[],
  save: ExamPhaseResult,
) {
  const handle = await openDatabase({
    databaseUrl: serverEnv.DATABASE_URL,
    pgliteDir: path.join(serverEnv.DATA_DIR, 'db'),
  });
  try {
    const { db } = handle;
    const attempts = await db.select().from(testAttempts).where(eq(testAttempts.testId, exam.testId));
    const attemptIds = attempts.map((row) => row.id);
    const answers = attemptIds.length
      ? await db.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, attemptIds))
      : [];
    const stored = new Map(answers.map((row) => [`${row.attemptId}:${row.questionId}`, row]));
    const questionOf = new Map(exam.questions.map((question) => [question.id, question]));
    const expectedScore = new Map<number, number>(
      students.map(({ attemptId }) => [attemptId, exam.questions.length * examMarking.unanswered_marks]),
    );
    let answersNotReadBack = 0;
    const lastSaved = Object.entries(save.lastSaved ?? {});
    for (const [key, k] of lastSaved) {
      const [student, questionId] = key.split(':').map(Number);
      const question = questionOf.get(questionId);
      const attemptId = students[student].attemptId;
      if (!question) throw new Error(`the plan saved question ${questionId}, not in the test`);
      const answer = answerOf(k, question);
      const row = stored.get(`${attemptId}:${questionId}`);
      if (!row || !sameAnswer(row.answer, answer)) answersNotReadBack++;
      const marks = marksFor(question, answer, examMarking) - examMarking.unanswered_marks;
      expectedScore.set(attemptId, (expectedScore.get(attemptId) ?? 0) + marks);
    }
    const graded = attempts.filter((row) => row.gradedAt !== null);
    return {
      attemptsInDatabase: attempts.length,
      graded: graded.length,
      // Time's end records the deadline itself as the submission: strictly before it was the student's.
      submittedBeforeClose: attempts.filter(
        (row) => row.submittedAt !== null && row.submittedAt < exam.closesAt,
      ).length,
      savesAcknowledged: save.acknowledged,
      answersExpected: lastSaved.length,
      answersNotReadBack,
      scoresWrong: graded.filter((row) => row.score !== expectedScore.get(row.id)).length,
    };
  } finally {
    await handle.close();
  }
}
