import type { StudentImportFailure } from '../../../shared/schemas/admin';
import {
  type Question,
  questionCsvColumns,
  questionImageAlt,
  questionWrite,
} from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';
import { formatCsv, parseCsv } from '../csv';
import { DomainError, invalid } from '../errors';
import { ImportRefused } from '../students/student-import';
import { unknownQuestionImages } from './question-images';
import { listQuestions } from './questions';
import { normalKey, refuseBadQuestion } from './rules';

/**
 * The question bank as CSV (docs/online-tests.md#the-bank-as-csv): one row a question, options in
 * the columns option_a to option_h, the key as option letters (A;C) or a number with its tolerance.
 */

export const maxQuestionImportRows = 500;

const optionColumns = questionCsvColumns.filter((name) => name.startsWith('option_'));
const letters = 'ABCDEFGH';

/** Every question of the bank a filter matches, in the columns the import reads. */
export async function exportQuestionsCsv(
  db: Database,
  viewerId: number,
  filter: Parameters<typeof listQuestions>[2],
) {
  const bank = await listQuestions(db, viewerId, filter);
  return formatCsv([
    [...questionCsvColumns],
    ...bank.map((question: Question) => {
      const key = question.key;
      return [
        question.kind,
        question.text,
        ...optionColumns.map((_, index) => question.options[index] ?? ''),
        'choices' in key ? key.choices.map((choice) => letters[choice]).join(';') : String(key.value),
        'value' in key ? String(key.tolerance) : '',
        question.explanation,
        question.subject ?? '',
        question.topic,
        question.difficulty ?? '',
        question.image?.path ?? '',
        question.image?.alt ?? '',
      ];
    }),
  ]);
}

/** A row's fields as the question write reads them, or the words saying why not. */
function rowToQuestion(record: Record<string, string>) {
  const kind = record.kind.trim().toLowerCase();
  const options = optionColumns.map((name) => record[name] ?? '').filter((text) => text.trim() !== '');
  const keyText = record.key.trim();
  let key: unknown;
  if (kind === 'numeric') {
    const value = Number(keyText);
    const tolerance = record.tolerance.trim() === '' ? 0 : Number(record.tolerance);
    key = keyText === '' || !Number.isFinite(value) ? null : { value, tolerance };
    if (key === null) return { errors: [`key "${keyText}" is not a number.`] };
  } else {
    const choices = keyText
      .split(/[;\s]+/)
      .filter(Boolean)
      .map((item) => letters.indexOf(item.toUpperCase()));
    if (choices.length === 0 || choices.some((choice) => choice < 0))
      return { errors: [`key "${keyText}" must name options by letter, such as A or A;C.`] };
    key = { choices };
  }
  const parsed = questionWrite.safeParse({
    kind,
    text: record.text,
    options,
    key,
    explanation: record.explanation,
    subject: record.subject.trim() || null,
    topic: record.topic,
    difficulty: record.difficulty.trim().toLowerCase() || null,
  });
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'row')}: ${issue.message}`),
    };
  try {
    refuseBadQuestion(parsed.data);
  } catch (error) {
    if (error instanceof DomainError) return { errors: [error.message] };
    throw error;
  }
  const image = imageOfRow(record);
  if (image.errors) return { errors: image.errors };
  return { question: parsed.data, image: image.image, errors: [] };
}

/**
 * A row's image: the path of one already in the bank (as the export writes it) with its alt text, or
 * none. Whether the path is stored is checked with the rest of the rows, in the import's transaction.
 */
function imageOfRow(
  record: Record<string, string>,
): { image: { path: string; alt: string } | null; errors?: undefined } | { errors: string[] } {
  const path = record.image.trim();
  if (path === '')
    return record.image_alt.trim() === '' ? { image: null } : { errors: [testTexts.imageAltWithoutImage] };
  const alt = questionImageAlt.safeParse(record.image_alt);
  if (!alt.success) return { errors: alt.error.issues.map((issue) => `image_alt: ${issue.message}`) };
  return { image: { path, alt: alt.data } };
}

/** Adds every question of the CSV to the bank in one transaction, or none when any row is wrong. */
export async function importQuestions(db: Database, teacherId: number, csv: string) {
  const [header, ...lines] = parseCsv(csv);
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const required = ['kind', 'text', 'key'];
  const missing = required.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw invalid(
      `The header row must name at least the columns ${required.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  if (lines.length === 0) throw invalid('The CSV has a header row but no questions.');
  if (lines.length > maxQuestionImportRows)
    throw invalid(
      `Import at most ${maxQuestionImportRows} questions at a time; this file has ${lines.length}.`,
    );
  const rows: StudentImportFailure['rows'] = [];
  const values: (typeof questions.$inferInsert & { row: number })[] = [];
  for (const [index, line] of lines.entries()) {
    const record = Object.fromEntries(
      questionCsvColumns.map((name) => [
        name,
        columns.includes(name) ? (line[columns.indexOf(name)] ?? '') : '',
      ]),
    );
    const { question, image, errors } = rowToQuestion(record);
    if (!question) {
      rows.push({ row: index + 1, errors });
      continue;
    }
    values.push({
      row: index + 1,
      authorId: teacherId,
      kind: question.kind,
      text: question.text,
      options: question.kind === 'numeric' ? [] : question.options,
      key: normalKey(question.key),
      explanation: question.explanation,
      subject: question.subject,
      topic: question.topic,
      difficulty: question.difficulty,
      imageKey: image?.path ?? null,
      imageAlt: image?.alt ?? null,
    });
  }
  const refuse = () =>
    new ImportRefused({
      detail: `Nothing was imported: ${rows.length} of ${lines.length} rows need fixing.`,
      rows: rows.sort((a, b) => a.row - b.row),
    });
  // Every row is checked before anything is refused, so one answer lists all that needs fixing.
  return db.transaction(async (tx) => {
    const unknown = await unknownQuestionImages(
      tx,
      values.flatMap((value) => (value.imageKey ? [value.imageKey] : [])),
    );
    for (const value of values)
      if (value.imageKey && unknown.has(value.imageKey))
        rows.push({ row: value.row, errors: [testTexts.unknownImage(value.imageKey)] });
    if (rows.length > 0) throw refuse();
    const created = await tx
      .insert(questions)
      .values(values.map(({ row: _row, ...value }) => value))
      .returning({ id: questions.id });
    const ids = new Set(created.map((row) => row.id));
    const bank = await listQuestions(tx, teacherId, {});
    return bank.filter((question) => ids.has(question.id));
  });
}
