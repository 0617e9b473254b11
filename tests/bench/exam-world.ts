import type { z } from 'zod';
import { loadAuthUser } from '../../mock-server/auth/guard';
import { startSession } from '../../mock-server/auth/sessions';
import { createTokenSigner } from '../../mock-server/auth/tokens';
import type { Database } from '../../mock-server/db/client';
import { batches, profiles, teacherBatches, users } from '../../mock-server/db/schema';
import { addQuestion } from '../../mock-server/domain/assessments/questions';
import { createTest } from '../../mock-server/domain/assessments/tests-writes';
import { isoDay } from '../../mock-server/seed/demo-calendar';
import type { Marking, QuestionKey, testWrite } from '../../shared/schemas/assessments';
import { cheapBenchHash } from './bench-password';
import type { ExamQuestion } from './exam-plan';

/** JEE Main's shape: three subjects of 20 single-correct and 5 numeric questions, +4 / -1 / 0. */
const sections = ['Physics', 'Chemistry', 'Mathematics'] as const;
const singlePerSection = 20;
const numericPerSection = 5;
export const examMarking: Marking = {
  correct_marks: 4,
  wrong_marks: -1,
  unanswered_marks: 0,
  partial_marks: false,
};
/** The test's own duration; the bench's window closes earlier when it is scaled down. */
export const examDurationMinutes = 180;

export type ExamWorld = {
  testId: number;
  closesAt: Date;
  questions: (ExamQuestion & { key: QuestionKey })[];
  /** An access token per student, in the order the students were created. */
  tokens: string[];
  /** The teacher's token and the test as written, to set its window once the server is up. */
  teacherToken: string;
  testBody: z.output<typeof testWrite>;
};

/**
 * The exam's students, teacher, bank and published test, written straight through the domain (bulk
 * inserts for the accounts, the domain's own functions for the bank and the test), and a session per
 * student signed with `jwtSecret`, the secret the bench gives the server: 2,000 HTTP logins would
 * measure scrypt and the login throttle, not the exam.
 */
export async function createExamWorld(
  db: Database,
  studentCount: number,
  closesAt: Date,
  jwtSecret: string,
): Promise<ExamWorld> {
  const passwordHash = cheapBenchHash();
  const account = (role: 'student' | 'teacher', n: number) => ({
    email: `exam-${role}${n}@bench.test`,
    passwordHash,
    role,
    firstName: role === 'teacher' ? 'Exam' : `Candidate ${n}`,
    lastName: 'Bench',
  });
  const { teacherId, batchId, studentIds } = await db.transaction(async (tx) => {
    const [batch] = await tx.insert(batches).values({ name: 'Exam day' }).returning({ id: batches.id });
    const [teacher] = await tx.insert(users).values(account('teacher', 1)).returning({ id: users.id });
    await tx.insert(profiles).values({ userId: teacher.id });
    await tx.insert(teacherBatches).values({ teacherId: teacher.id, batchId: batch.id });
    const created: { id: number }[] = [];
    // In slices: one statement's parameters are limited.
    for (let from = 0; from < studentCount; from += 1000) {
      const slice = Array.from({ length: Math.min(1000, studentCount - from) }, (_, n) =>
        account('student', from + n + 1),
      );
      created.push(...(await tx.insert(users).values(slice).returning({ id: users.id })));
    }
    for (let from = 0; from < created.length; from += 1000)
      await tx
        .insert(profiles)
        .values(
          created
            .slice(from, from + 1000)
            .map((row) => ({ userId: row.id, batchId: batch.id, validUntil: isoDay(new Date(), 365) })),
        );
    return { teacherId: teacher.id, batchId: batch.id, studentIds: created.map((row) => row.id) };
  });

  const questions: ExamWorld['questions'] = [];
  const sectionIds: number[][] = [];
  for (const [s, subject] of sections.entries()) {
    const ids: number[] = [];
    for (let q = 0; q < singlePerSection + numericPerSection; q++) {
      const numeric = q >= singlePerSection;
      const key: QuestionKey = numeric
        ? { value: (q * 7 + s) % 1000, tolerance: 0 }
        : { choices: [(q + s) % 4] };
      const options = numeric ? [] : ['A', 'B', 'C', 'D'].map((letter) => `Option ${letter} of $x^${q}$`);
      const added = await addQuestion(db, teacherId, {
        kind: numeric ? 'numeric' : 'single',
        text: `${subject} question ${q + 1}: evaluate $\\int_0^{${q + 1}} x\\,dx$.`,
        options,
        key,
        explanation: 'Worked out in the bench.',
        subject: null,
        topic: subject,
        difficulty: null,
      });
      ids.push(added.id);
      questions.push({
        id: added.id,
        kind: numeric ? 'numeric' : 'single',
        optionCount: options.length,
        key,
      });
    }
    sectionIds.push(ids);
  }
  const teacher = await loadAuthUser(db, teacherId);
  if (!teacher) throw new Error('the exam teacher was not created');
  const testBody: z.output<typeof testWrite> = {
    title: 'Exam day (bench)',
    batch_ids: [batchId],
    opens_at: new Date(Date.now() - 60_000).toISOString(),
    closes_at: closesAt.toISOString(),
    duration_minutes: examDurationMinutes,
    release: 'after_close',
    status: 'published',
    sections: sections.map((title, s) => ({
      title,
      ...examMarking,
      question_ids: sectionIds[s],
      pick: null,
    })),
  };
  const { test } = await createTest(db, teacher, testBody);

  // Tokens outlive the longest run; the server checks the session's end, so the session matches.
  const lifetime = examDurationMinutes * 60 + 3600;
  const signer = createTokenSigner(jwtSecret, { access: lifetime, refresh: lifetime });
  const tokens: string[] = [];
  for (const id of studentIds) tokens.push((await startSession(db, signer, { id, role: 'student' })).access);
  const teacherToken = (await startSession(db, signer, { id: teacherId, role: 'teacher' })).access;
  return { testId: test.id, closesAt, questions, tokens, teacherToken, testBody };
}
