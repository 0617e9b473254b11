import { sql } from 'drizzle-orm';
import { asksAsRows, firstOfEachKey } from '../../db/asks-as-rows';
import { batchedPerDatabase } from '../../db/batched-while-busy';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import { attemptAnswers, testAttempts } from '../../db/schema';

/** One answer to save, checked already: the JSON of the answer, or null for seen but not answered. */
export type SaveAsk = {
  attemptId: number;
  questionId: number;
  answer: string | null;
  markedForReview: boolean;
  secondsSpent: number;
  savedAt: Date;
};

/** The most saves one statement carries: a batch larger than this waits for the next. */
const mostSavesAStatement = 200;

const keyOf = (ask: SaveAsk) => `${ask.attemptId} ${ask.questionId}`;

/**
 * The saves of many students as one statement: saves that arrive while the last such statement is
 * out go together in the next, one round trip and one commit for many. Each is an upsert keyed by
 * attempt and question that writes only while its attempt is open, under a share lock on the
 * attempt's row, so a submission (which locks the row to grade) either waits for the statement and
 * grades its saves, or commits first and they find the attempt closed. Rows go in attempt and
 * question order, so two servers' statements take their locks in one order.
 */
function saveStatement(asks: SaveAsk[]) {
  return sql`
    with a as (${asksAsRows(asks, {
      attempt_id: ['integer', (ask) => ask.attemptId],
      question_id: ['integer', (ask) => ask.questionId],
      answer: ['jsonb', (ask) => ask.answer],
      marked_for_review: ['boolean', (ask) => ask.markedForReview],
      seconds_spent: ['integer', (ask) => ask.secondsSpent],
      saved_at: ['timestamptz', (ask) => ask.savedAt.toISOString()],
    })})
    insert into ${attemptAnswers} (attempt_id, question_id, answer, marked_for_review, seconds_spent, saved_at)
    select t.id, a.question_id, a.answer, a.marked_for_review, a.seconds_spent, a.saved_at
    from a join ${testAttempts} t on t.id = a.attempt_id
    where t.submitted_at is null and t.deadline > a.saved_at
    order by a.attempt_id, a.question_id
    for share of t
    on conflict (attempt_id, question_id) do update set
      answer = excluded.answer,
      marked_for_review = excluded.marked_for_review,
      -- The device counts the time on a question upwards: a replayed or reordered save never lowers it.
      seconds_spent = greatest(${attemptAnswers}.seconds_spent, excluded.seconds_spent),
      saved_at = excluded.saved_at
    returning attempt_id, question_id, seconds_spent`;
}

/**
 * Each ask's stored seconds, null where its attempt was closed (or gone), undefined where it must run
 * alone: a second save of one question in the batch (after the first, so the later one wins), or
 * every ask of a statement that failed (so only the one that broke it fails, with its own error).
 */
async function saveMany(db: Database, asks: SaveAsk[]): Promise<Array<number | null | undefined>> {
  const firsts = firstOfEachKey(asks, keyOf);
  const rows = await executeNamed<{ attempt_id: number; question_id: number; seconds_spent: number }>(
    db,
    'save-answers',
    saveStatement(firsts.map((index) => asks[index])),
  );
  const written = new Map(rows.map((row) => [`${row.attempt_id} ${row.question_id}`, row.seconds_spent]));
  const answers = new Array<number | null | undefined>(asks.length).fill(undefined);
  for (const index of firsts) answers[index] = written.get(keyOf(asks[index])) ?? null;
  return answers;
}

const saveInBatch = batchedPerDatabase(saveMany, mostSavesAStatement);

/** Saves the answer with the others that arrive meanwhile: its stored seconds, or null when its attempt is closed. */
export async function saveBatched(db: Database, ask: SaveAsk): Promise<number | null> {
  return (await saveInBatch(db, ask)) ?? null;
}
