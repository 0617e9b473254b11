import {
  type Difficulty,
  type Question,
  type QuestionKind,
  type QuestionWrite,
  questionImageAlt,
  questionImageRules,
} from '../../../shared/schemas/assessments';
import type { Subject } from '../../../shared/schemas/homework';
import { testTexts } from '../../../shared/test-texts';

export type QuestionFormValues = {
  kind: QuestionKind;
  text: string;
  options: string[];
  correct: number[];
  value: string;
  tolerance: string;
  explanation: string;
  subject: Subject | '';
  topic: string;
  difficulty: Difficulty | '';
};

export const kindLabels: Record<QuestionKind, string> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numeric: 'Numeric',
};

export const difficultyLabels: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

export const emptyQuestionForm: QuestionFormValues = {
  kind: 'single',
  text: '',
  options: ['', '', '', ''],
  correct: [],
  value: '',
  tolerance: '0',
  explanation: '',
  subject: '',
  topic: '',
  difficulty: '',
};

export function questionFormFrom(question: Question): QuestionFormValues {
  const key = question.key;
  return {
    kind: question.kind,
    text: question.text,
    options: question.kind === 'numeric' ? ['', '', '', ''] : question.options,
    correct: 'choices' in key ? key.choices : [],
    value: 'value' in key ? String(key.value) : '',
    tolerance: 'tolerance' in key ? String(key.tolerance) : '0',
    explanation: question.explanation,
    subject: question.subject ?? '',
    topic: question.topic,
    difficulty: question.difficulty ?? '',
  };
}

const decimal = /^-?\d+(\.\d+)?$/;

/** Why the form cannot be sent yet, in the words a teacher acts on; null when it can. */
export function questionFormProblem(values: QuestionFormValues): string | null {
  if (values.text.trim() === '') return 'Write the question.';
  if (values.kind === 'numeric') {
    if (!decimal.test(values.value.trim())) return 'Give the numeric answer, such as 42 or 9.81.';
    if (!decimal.test(values.tolerance.trim()) || Number(values.tolerance) < 0)
      return 'Give the tolerance as a number, 0 for an exact answer.';
    return null;
  }
  const filled = values.options.filter((option) => option.trim() !== '');
  if (filled.length < 2) return 'Give at least two options.';
  const correct = values.correct.filter((index) => values.options[index]?.trim());
  if (correct.length === 0) return 'Mark the correct option.';
  if (values.kind === 'single' && correct.length > 1)
    return 'A single-correct question has one correct option.';
  return null;
}

/** The body of the write; empty options are left out and the correct ones renumbered to match. */
export function toQuestionWrite(values: QuestionFormValues): QuestionWrite {
  const tags = {
    explanation: values.explanation,
    subject: values.subject === '' ? null : values.subject,
    topic: values.topic,
    difficulty: values.difficulty === '' ? null : values.difficulty,
  };
  if (values.kind === 'numeric')
    return {
      kind: 'numeric',
      text: values.text,
      options: [],
      key: { value: Number(values.value), tolerance: Number(values.tolerance) },
      ...tags,
    };
  const kept = values.options
    .map((text, index) => ({ text, index }))
    .filter((option) => option.text.trim() !== '');
  return {
    kind: values.kind,
    text: values.text,
    options: kept.map((option) => option.text),
    key: {
      choices: kept.flatMap((option, position) => (values.correct.includes(option.index) ? [position] : [])),
    },
    ...tags,
  };
}

/** The question's image as the editor holds it: a stored one kept or removed, or a new file chosen. */
export type QuestionImageChoice = { kept: boolean; file: File | null; alt: string };

export const imageChoiceFrom = (question: Question | null): QuestionImageChoice => ({
  kept: question?.image != null,
  file: null,
  alt: question?.image?.alt ?? '',
});

/** Why a chosen file cannot be sent, by the rules the server checks again; null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(questionImageRules.types as readonly string[]).includes(file.type)) return testTexts.imageNotImage;
  if (file.size > questionImageRules.maxBytes)
    return testTexts.imageTooLarge(questionImageRules.maxBytes / (1024 * 1024));
  return null;
}

/** Why the alt text cannot be sent: an image shown needs words for those who cannot see it. */
export function imageAltProblem(choice: QuestionImageChoice): string | null {
  if (!choice.file && !choice.kept) return null;
  const parsed = questionImageAlt.safeParse(choice.alt);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** What the save does to the image after the question is written. */
export function imageChange(
  stored: Question['image'],
  choice: QuestionImageChoice,
): { put: { image: File | null; alt: string } } | 'remove' | null {
  if (choice.file) return { put: { image: choice.file, alt: choice.alt.trim() } };
  if (stored && !choice.kept) return 'remove';
  if (stored && choice.alt.trim() !== stored.alt) return { put: { image: null, alt: choice.alt.trim() } };
  return null;
}
