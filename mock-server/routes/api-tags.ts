/**
 * The groups the API document sorts its calls into, in the order the docs list them, with the
 * description each shows. A route's `tags` name one of these keys (routes/contract.test.ts holds them
 * to it), so a misspelt tag cannot open a group of its own in the docs.
 */
export const apiTagDescriptions = {
  auth: 'Sign-in, token refresh and password reset',
  Public: 'Calls the public site makes without signing in',
  Profile: "The signed-in user's own profile",
  Student: 'The student area',
  Homework: 'Homework of the batches, for students and teachers',
  Submissions: 'Hand-ins and their feedback',
  Teacher: 'The teacher area',
  Classes: "Scheduling the teacher's live classes",
  Admin: 'Running the academy: batches, students, teachers and the audit log (admins only)',
  Calendar: 'Private calendar feeds of classes and homework due dates',
  Notifications: "The signed-in person's own notifications and their unread count",
  Payments: 'Fee payments: a request, its transaction reference, verification and the receipt',
  Tests: 'Online tests: the question bank, tests, attempts and results',
  Guardian: "The guardian area: a linked child's records, read as the child reads them",
};

export type ApiTag = keyof typeof apiTagDescriptions;
