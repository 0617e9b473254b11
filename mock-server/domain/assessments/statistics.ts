import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type AnswerValue,
  resultCsvColumns,
  type ScoreBand,
  type TestStatistics,
} from '../../../shared/schemas/assessments';
import type { Database } from '../../db/client';
import { attemptAnswers, profiles, testAttempts } from '../../db/schema';
import type { AuthUser } from '../accounts/auth-user';
import { formatCsv } from '../csv';
import { attemptsOfTest, gradeDueAttempts } from './attempts';
import { outcomeOf } from './grading';
import { questionImageOf } from './question-images';
import { maxMarksOf, questionsOfAttempt, requireVisibleTest, testContent } from './tests';

/** What a teacher learns from a test once sat (docs/online-tests.md#statistics): per question and overall. */

const bandCount = 10;

/** Totals in about ten bands of equal whole-mark width, covering zero to full marks and any score outside. */
export function scoreBands(scores: readonly number[], maxMarks: number): ScoreBand[] {
  if (scores.length === 0) return [];
  const low = Math.min(0, ...scores);
  const high = Math.max(maxMarks, ...scores);
  const width = Math.max(1, Math.ceil((high - low + 1) / bandCount));
  const bands: ScoreBand[] = [];
  for (let from = low; from <= high; from += width)
    bands.push({
      from,
      to: from + width - 1,
      count: scores.filter((score) => score >= from && score < from + width).length,
    });
  return bands;
}

const median = (sorted: readonly number[]) =>
  sorted.length === 0
    ? null
    : sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

const rounded = (value: number) => Math.round(value * 10) / 10;

/** Statistics over the graded attempts of the students of the teacher's batches. */
export async function testStatistics(
  db: Database,
  teacher: AuthUser,
  testId: number,
  now = new Date(),
): Promise<TestStatistics> {
  const { taught } = await requireVisibleTest(db, teacher, testId);
  await gradeDueAttempts(db, testId, now);
  const content = await testContent(db, testId);
  const attempts = taught.length
    ? (
        await db
          .select({ attempt: testAttempts })
          .from(testAttempts)
          .innerJoin(profiles, eq(profiles.userId, testAttempts.studentId))
          .where(
            and(
              eq(testAttempts.testId, testId),
              isNotNull(testAttempts.gradedAt),
              inArray(profiles.batchId, taught),
            ),
          )
      ).map((entry) => entry.attempt)
    : [];
  const answers = attempts.length
    ? await db
        .select()
        .from(attemptAnswers)
        .where(
          inArray(
            attemptAnswers.attemptId,
            attempts.map((attempt) => attempt.id),
          ),
        )
    : [];
  const saved = new Map(answers.map((answer) => [`${answer.attemptId}:${answer.questionId}`, answer]));

  let number = 0;
  const questions = content.flatMap((section) =>
    section.questions.map((question) => {
      number += 1;
      const counts = { sat: 0, correct: 0, partial: 0, wrong: 0, unanswered: 0 };
      const optionCounts = question.options.map(() => 0);
      const wrongValues = new Map<string, number>();
      const seconds: number[] = [];
      for (const attempt of attempts) {
        if (!questionsOfAttempt(section, attempt.seed).some((had) => had.id === question.id)) continue;
        counts.sat += 1;
        const row = saved.get(`${attempt.id}:${question.id}`);
        const answer = (row?.answer ?? null) as AnswerValue | null;
        const outcome = outcomeOf(question, answer);
        counts[outcome] += 1;
        if (answer && 'choices' in answer) for (const choice of answer.choices) optionCounts[choice] += 1;
        if (answer && 'value' in answer && outcome === 'wrong')
          wrongValues.set(answer.value, (wrongValues.get(answer.value) ?? 0) + 1);
        if (row && row.secondsSpent > 0) seconds.push(row.secondsSpent);
      }
      return {
        question_id: question.id,
        number,
        section: section.title,
        kind: question.kind,
        text: question.text,
        image: questionImageOf(question),
        options: question.options,
        key: question.key,
        dropped: question.dropped,
        key_changed: question.keyChanged,
        ...counts,
        percent_correct: counts.sat === 0 ? null : rounded((100 * counts.correct) / counts.sat),
        option_counts: optionCounts,
        wrong_values: [...wrongValues]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .slice(0, 5)
          .map(([value, count]) => ({ value, count })),
        average_seconds:
          seconds.length === 0 ? null : rounded(seconds.reduce((a, b) => a + b, 0) / seconds.length),
      };
    }),
  );

  const scores = attempts.map((attempt) => attempt.score ?? 0).sort((a, b) => a - b);
  const maxMarks = maxMarksOf(content);
  return {
    test_id: testId,
    sat: scores.length,
    max_marks: maxMarks,
    mean: scores.length === 0 ? null : rounded(scores.reduce((a, b) => a + b, 0) / scores.length),
    median: median(scores),
    highest: scores.at(-1) ?? null,
    lowest: scores[0] ?? null,
    distribution: scoreBands(scores, maxMarks),
    questions,
  };
}

/** The teacher's attempts list as CSV: rank, student, batch, status, times, a column per section, total. */
export async function testResultsCsv(db: Database, teacher: AuthUser, testId: number, now = new Date()) {
  const rows = await attemptsOfTest(db, teacher, testId, now);
  const content = await testContent(db, testId);
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return formatCsv([
    [...resultCsvColumns, ...content.map((section) => section.title), 'total'],
    ...rows.map((row) => [
      text(row.rank),
      row.student.name,
      row.student.batch,
      row.status,
      row.started_at,
      row.submitted_at,
      ...content.map((_, index) => text(row.sections?.[index])),
      text(row.score),
    ]),
  ]);
}
