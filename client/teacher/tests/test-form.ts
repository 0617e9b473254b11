import type { Difficulty, ReleaseMode, TeacherTest, TestWrite } from '../../../shared/schemas/assessments';
import type { Subject } from '../../../shared/schemas/homework';

/** A section's random pick as the form edits it: how many, from the questions of a tag. */
export type PickFormValues = {
  count: string;
  subject: Subject | '';
  topic: string;
  difficulty: Difficulty | '';
};

export const newPick = (): PickFormValues => ({ count: '5', subject: '', topic: '', difficulty: '' });

export type SectionFormValues = {
  title: string;
  correct: string;
  wrong: string;
  unanswered: string;
  partial: boolean;
  questionIds: number[];
  /** Null: the chosen questions; else each attempt gets `count` drawn at random from the tag's questions. */
  pick: PickFormValues | null;
};

export type TestFormValues = {
  title: string;
  batchIds: number[];
  opensAt: Date | null;
  closesAt: Date | null;
  duration: string;
  release: ReleaseMode;
  status: 'draft' | 'published';
  sections: SectionFormValues[];
};

export const releaseLabels: Record<ReleaseMode, string> = {
  on_submit: 'When each student submits',
  after_close: 'After the test closes',
};

export const newSection = (number: number): SectionFormValues => ({
  title: `Section ${number}`,
  correct: '4',
  wrong: '-1',
  unanswered: '0',
  partial: false,
  questionIds: [],
  pick: null,
});

/** A new test opens now (to the minute) and closes a week later: the teacher changes what they need. */
export function emptyTestForm(now: Date = new Date()): TestFormValues {
  const opensAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    title: '',
    batchIds: [],
    opensAt,
    closesAt: new Date(opensAt.getTime() + 7 * 86_400_000),
    duration: '60',
    release: 'on_submit',
    status: 'draft',
    sections: [newSection(1)],
  };
}

export function testFormFrom(test: TeacherTest): TestFormValues {
  return {
    title: test.title,
    batchIds: test.batch_names.map((batch) => batch.id),
    opensAt: new Date(test.opens_at),
    closesAt: new Date(test.closes_at),
    duration: String(test.duration_minutes),
    release: test.release,
    status: test.status,
    sections: test.sections.map((section) => ({
      title: section.title,
      correct: String(section.correct_marks),
      wrong: String(section.wrong_marks),
      unanswered: String(section.unanswered_marks),
      partial: section.partial_marks,
      questionIds: section.question_ids,
      pick: section.pick && {
        count: String(section.pick.count),
        subject: section.pick.subject ?? '',
        topic: section.pick.topic,
        difficulty: section.pick.difficulty ?? '',
      },
    })),
  };
}

const integer = /^-?\d{1,3}$/;

/** Why the form cannot be sent yet; null when it can. */
export function testFormProblem(values: TestFormValues): string | null {
  if (values.title.trim() === '') return 'Give the test a title.';
  if (values.batchIds.length === 0) return 'Assign the test to at least one batch.';
  if (!values.opensAt || !values.closesAt) return 'Choose when the test opens and closes.';
  if (values.closesAt <= values.opensAt) return 'The window must close after it opens.';
  if (!/^\d{1,3}$/.test(values.duration.trim()) || Number(values.duration) < 1)
    return 'Give the duration in whole minutes.';
  for (const section of values.sections) {
    if (section.title.trim() === '') return 'Give every section a title.';
    if (![section.correct, section.wrong, section.unanswered].every((marks) => integer.test(marks.trim())))
      return `Give the marks of ${section.title} as whole numbers, such as 4 and -1.`;
    if (section.pick && (!/^\d{1,3}$/.test(section.pick.count.trim()) || Number(section.pick.count) < 1))
      return `Give how many questions ${section.title} picks at random, as a whole number.`;
    if (section.questionIds.length === 0 && !section.pick)
      return `Choose at least one question for ${section.title}.`;
  }
  return null;
}

export function toTestWrite(values: TestFormValues): TestWrite {
  return {
    title: values.title,
    batch_ids: values.batchIds,
    opens_at: (values.opensAt ?? new Date()).toISOString(),
    closes_at: (values.closesAt ?? new Date()).toISOString(),
    duration_minutes: Number(values.duration),
    release: values.release,
    status: values.status,
    sections: values.sections.map((section) => ({
      title: section.title,
      correct_marks: Number(section.correct),
      wrong_marks: Number(section.wrong),
      unanswered_marks: Number(section.unanswered),
      partial_marks: section.partial,
      question_ids: section.pick ? [] : section.questionIds,
      pick: section.pick && {
        count: Number(section.pick.count),
        subject: section.pick.subject || null,
        topic: section.pick.topic.trim(),
        difficulty: section.pick.difficulty || null,
      },
    })),
  };
}
