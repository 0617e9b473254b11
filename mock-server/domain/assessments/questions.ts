import { and, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Question, QuestionFilter, questionWrite } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { questions, users } from '../../db/schema';
import { forbidden, invalid, notFound } from '../errors';
import { canNameARow } from '../ids';
import { questionImageOf } from './question-images';
import { normalKey, refuseBadQuestion } from './rules';
import { testsHoldingQuestion } from './tests';

/** The question bank: every teacher of the academy reads it and builds tests from it; authors change their own. */

type QuestionRow = typeof questions.$inferSelect;
type QuestionWrite = z.output<typeof questionWrite>;

function toQuestion(
  row: QuestionRow,
  author: { id: number; name: string } | null,
  viewerId: number,
): Question {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    image: questionImageOf(row),
    options: row.options,
    key: row.key,
    explanation: row.explanation,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty,
    author,
    mine: row.authorId === viewerId,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function selectQuestions(db: Database, where: SQL | undefined, viewerId: number) {
  const rows = await db
    .select({ row: questions, firstName: users.firstName, lastName: users.lastName })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(where)
    .orderBy(desc(questions.updatedAt), desc(questions.id));
  return rows.map(({ row, firstName, lastName }) =>
    toQuestion(
      row,
      row.authorId === null
        ? null
        : { id: row.authorId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
      viewerId,
    ),
  );
}

/** A tag of the bank: subject, topic (a part of it, any case) and difficulty, each when given. */
function taggedWith(filter: QuestionFilter) {
  return and(
    filter.subject ? eq(questions.subject, filter.subject) : undefined,
    filter.topic ? ilike(questions.topic, `%${filter.topic.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
  );
}

/** The bank, newest change first, narrowed by a tag. */
export async function listQuestions(db: Database, viewerId: number, filter: QuestionFilter) {
  return selectQuestions(db, taggedWith(filter), viewerId);
}

/** The ids of the bank's questions of a tag, oldest first: the pool a random pick draws from. */
export async function questionIdsTagged(
  db: Database,
  filter: {
    subject: QuestionFilter['subject'] | null;
    topic: string;
    difficulty: QuestionFilter['difficulty'] | null;
  },
) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      taggedWith({
        subject: filter.subject ?? undefined,
        topic: filter.topic || undefined,
        difficulty: filter.difficulty ?? undefined,
      }),
    )
    .orderBy(asc(questions.id));
  return rows.map((row) => row.id);
}

function questionValues(body: QuestionWrite) {
  return {
    kind: body.kind,
    text: body.text,
    options: body.kind === 'numeric' ? [] : body.options,
    key: normalKey(body.key),
    explanation: body.explanation,
    subject: body.subject,
    topic: body.topic,
    difficulty: body.difficulty,
  };
}

/** One question of the bank as the viewer sees it. */
export async function questionView(db: Database, questionId: number, viewerId: number) {
  const [found] = await selectQuestions(db, eq(questions.id, questionId), viewerId);
  if (!found) throw notFound(testTexts.noSuchQuestion);
  return found;
}

export async function addQuestion(db: Database, teacherId: number, body: QuestionWrite) {
  refuseBadQuestion(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ ...questionValues(body), authorId: teacherId })
      .returning({ id: questions.id });
    return questionView(tx, row.id, teacherId);
  });
}

/** Changes a question of the teacher's own; a test already graded keeps the marks it gave. */
export async function changeQuestion(
  db: Database,
  teacherId: number,
  questionId: number,
  body: QuestionWrite,
) {
  refuseBadQuestion(body);
  return db.transaction(async (tx) => {
    const [row] = canNameARow(questionId)
      ? await tx.select().from(questions).where(eq(questions.id, questionId)).for('update')
      : [];
    if (!row) throw notFound(testTexts.noSuchQuestion);
    if (row.authorId !== teacherId) throw forbidden(testTexts.notYourQuestion);
    await tx
      .update(questions)
      .set({ ...questionValues(body), updatedAt: new Date() })
      .where(eq(questions.id, questionId));
    return {
      question: await questionView(tx, questionId, teacherId),
      /** The tests that hold the question: what their attempts read of them changed with it. */
      testIds: await testsHoldingQuestion(tx, questionId),
    };
  });
}

/** Every id must name a question of the bank. */
export async function requireQuestions(db: Database, ids: number[]) {
  const wanted = [...new Set(ids)];
  const found = wanted.every(canNameARow)
    ? await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, wanted))
    : [];
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw invalid(testTexts.unknownQuestions(missing), { sections: [testTexts.unknownQuestions(missing)] });
}
