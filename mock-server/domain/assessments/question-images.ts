import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { QuestionImage } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import type { Database } from '../../db/client';
import { media, questions } from '../../db/schema';
import { forbidden, invalid, notFound } from '../errors';
import { canNameARow } from '../ids';
import type { ImageType } from '../profiles/image-type';
import { deleteMedia, putMedia } from '../profiles/media';
import { testsHoldingQuestion } from './tests';

/**
 * A question's image is a `media` row keyed `questions/<random>.<ext>` and served at /media/<key> to
 * anyone who has the URL, as profile pictures are: the URL reaches only those shown the question (the
 * bank's teachers, a test's students once they start it), and its 128 random bits cannot be guessed.
 */
export const questionImagesFolder = 'questions';

// The names storeQuestionImage makes; anything else under /media/questions/ was never stored.
const storedName = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function isStoredQuestionImageName(name: string) {
  return storedName.test(name);
}

export type QuestionImageFile = { bytes: Uint8Array<ArrayBuffer>; type: ImageType };

/** The image as the API shows it, from a question row's columns. */
export function questionImageOf(row: {
  imageKey: string | null;
  imageAlt: string | null;
}): QuestionImage | null {
  if (row.imageKey === null) return null;
  return { url: `/media/${row.imageKey}`, path: row.imageKey, alt: row.imageAlt ?? '' };
}

async function lockOwnQuestion(tx: Database, teacherId: number, questionId: number) {
  const [row] = canNameARow(questionId)
    ? await tx.select().from(questions).where(eq(questions.id, questionId)).for('update')
    : [];
  if (!row) throw notFound(testTexts.noSuchQuestion);
  if (row.authorId !== teacherId) throw forbidden(testTexts.notYourQuestion);
  return row;
}

/**
 * Deletes a question's former image unless another question (an imported copy) still shows it. The
 * media row is locked first, so an import naming it either commits before this looks or finds it gone.
 */
async function releaseImage(tx: Database, key: string, questionId: number) {
  await tx.select({ key: media.key }).from(media).where(eq(media.key, key)).for('update');
  const [other] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.imageKey, key), ne(questions.id, questionId)))
    .limit(1);
  if (!other) await deleteMedia(tx, key);
}

/**
 * Attaches, replaces or re-describes the image of a question of the teacher's own: with a file it is
 * stored under a new key (the old one released), without one only the alt text changes. Answers the
 * tests that hold the question, whose attempts now show the new image.
 */
export async function setQuestionImage(
  db: Database,
  teacherId: number,
  questionId: number,
  change: { file: QuestionImageFile | null; alt: string },
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnQuestion(tx, teacherId, questionId);
    let key = row.imageKey;
    if (change.file) {
      key = `${questionImagesFolder}/${randomBytes(16).toString('hex')}.${change.file.type.extension}`;
      const saved = await putMedia(tx, {
        key,
        contentType: change.file.type.mime,
        bytes: change.file.bytes,
        // The bank is the academy's: an image outlives its author's account, as the question does.
        ownerId: null,
      });
      if (!saved) throw new Error(`media key ${key} is taken`);
    }
    if (key === null)
      throw invalid(`image: ${testTexts.imageRequired}`, { image: [testTexts.imageRequired] });
    await tx
      .update(questions)
      .set({ imageKey: key, imageAlt: change.alt, updatedAt: new Date() })
      .where(eq(questions.id, questionId));
    if (row.imageKey !== null && row.imageKey !== key) await releaseImage(tx, row.imageKey, questionId);
    return testsHoldingQuestion(tx, questionId);
  });
}

/** Takes the image off a question of the teacher's own; answers the tests that hold the question. */
export async function removeQuestionImage(db: Database, teacherId: number, questionId: number) {
  return db.transaction(async (tx) => {
    const row = await lockOwnQuestion(tx, teacherId, questionId);
    if (row.imageKey === null) throw notFound(testTexts.noImage);
    await tx
      .update(questions)
      .set({ imageKey: null, imageAlt: null, updatedAt: new Date() })
      .where(eq(questions.id, questionId));
    await releaseImage(tx, row.imageKey, questionId);
    return testsHoldingQuestion(tx, questionId);
  });
}

/**
 * The paths among `paths` that name no stored question image. The ones found are share-locked until
 * the transaction ends, so a question giving up its image cannot delete one an import is pointing at.
 */
export async function unknownQuestionImages(tx: Database, paths: string[]) {
  const wanted = [...new Set(paths)].filter(
    (path) =>
      path.startsWith(`${questionImagesFolder}/`) &&
      isStoredQuestionImageName(path.slice(questionImagesFolder.length + 1)),
  );
  const found =
    wanted.length === 0
      ? []
      : await tx.select({ key: media.key }).from(media).where(inArray(media.key, wanted)).for('share');
  const known = new Set(found.map((row) => row.key));
  return new Set(paths.filter((path) => !known.has(path)));
}
