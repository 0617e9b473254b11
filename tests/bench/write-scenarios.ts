import type { BenchRequest, LoadResult } from './load';
import { runLoad } from './run-load';
import type { WriteWorld } from './write-world';

type LoadSettings = { url: string; connections: number };
type Submission = { id: number; feedback: string };

async function submissionsOf(
  url: string,
  token: string,
  homeworkIds: number[],
): Promise<Map<number, Submission>> {
  const listed = new Map<number, Submission>();
  for (const id of homeworkIds) {
    const response = await fetch(`${url}/api/homework/${id}/submissions/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    for (const submission of (await response.json()) as Submission[]) listed.set(submission.id, submission);
  }
  return listed;
}

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

const feedbackText = (id: number) => `Checked by the bench (${id}).`;

/** First submissions of every student to each homework, consecutive requests from different students. */
const submissionsTo = (homeworkIds: number[], students: string[]): BenchRequest[] =>
  homeworkIds.flatMap((homework) =>
    students.map((token) => ({
      method: 'POST' as const,
      path: '/api/submissions/',
      headers: json(token),
      body: JSON.stringify({ homework, drive_link: `https://drive.google.com/file/d/bench${homework}/view` }),
    })),
  );

function feedbackOn(submissionIds: number[], teacher: string, connections: number): BenchRequest[] {
  const feedback: BenchRequest[] = submissionIds.map((id) => ({
    method: 'POST',
    path: `/api/submissions/${id}/feedback/`,
    headers: json(teacher),
    body: JSON.stringify({ feedback: feedbackText(id) }),
  }));
  // Room for the connections' requests built ahead, which are never sent.
  return [...feedback, ...feedback.slice(0, connections)];
}

/**
 * POST /api/submissions/: each request a first submission of a distinct (student, homework) pair.
 * Then POST .../feedback/ on every submission that was acknowledged. Each is measured after the
 * same kind of write to the warm-up homework, and after each every acknowledged write must read
 * back through the API.
 */
export async function runWriteScenarios(
  load: LoadSettings,
  world: WriteWorld,
  tokens: { teacher: string; students: string[] },
): Promise<{ scenario: string; result: LoadResult; check: string }[]> {
  const eachOnce = (requests: BenchRequest[]) =>
    runLoad({ ...load, durationSeconds: 0, warmupSeconds: 0, eachOnce: requests });

  const warmedUp = await eachOnce(submissionsTo(world.warmupHomeworkIds, tokens.students));
  const submitted = await eachOnce(submissionsTo(world.homeworkIds, tokens.students));
  const acknowledged = submitted.acknowledgedIds ?? [];
  const afterSubmit = await submissionsOf(load.url, tokens.teacher, world.homeworkIds);
  const unreadSubmissions = acknowledged.filter((id) => !afterSubmit.has(id)).length;

  await eachOnce(feedbackOn(warmedUp.acknowledgedIds ?? [], tokens.teacher, load.connections));
  const gave = await eachOnce(feedbackOn(acknowledged, tokens.teacher, load.connections));
  const afterFeedback = await submissionsOf(load.url, tokens.teacher, world.homeworkIds);
  const unreadFeedback = (gave.acknowledgedIds ?? []).filter(
    (id) => afterFeedback.get(id)?.feedback !== feedbackText(id),
  ).length;

  const { acknowledgedIds: _submittedIds, ...submitFigures } = submitted;
  const { acknowledgedIds: _feedbackIds, ...feedbackFigures } = gave;
  return [
    {
      scenario: `POST /api/submissions/ (${tokens.students.length} students)`,
      result: submitFigures,
      check: `${acknowledged.length} acknowledged, ${unreadSubmissions} of them not readable afterwards`,
    },
    {
      scenario: 'POST /api/submissions/{id}/feedback/',
      result: feedbackFigures,
      check: `${gave.acknowledgedIds?.length ?? 0} acknowledged, ${unreadFeedback} of them not readable afterwards`,
    },
  ];
}
