/**
 * Every cached answer's key, in one place, so a screen, a live message and a write name the same
 * entry. A key names what was asked (the endpoint of shared/api.ts and its parameters), not the
 * screen that asked: two screens asking the same thing share one answer.
 */
export const queryKeys = {
  profile: ['getProfile'],
  studentBatches: ['studentBatches'],
  /** GET /homework/: the signed-in user's homework (a student's batch, a teacher's batches). */
  homework: ['listHomework'],
  studentAnnouncements: ['studentAnnouncements'],
  nextClass: ['nextClass'],
  teacherBatches: ['teacherBatches'],
  teacherStudents: ['teacherStudents'],
  classes: ['listClasses'],
  /** Every day's classes at once (a prefix of teacherClassesOn). */
  teacherClassDays: ['teacherClassesByDate'],
  teacherClassesOn: (date: string, timeZone: string) => ['teacherClassesByDate', date, timeZone],
  submissions: (homeworkId: number) => ['listSubmissions', homeworkId],
  missingSubmissions: (homeworkId: number | null) => ['missingSubmissions', homeworkId],
  pendingReviews: ['pendingReviews'],
  calendarFeed: ['calendarFeed'],
  ownSessions: ['listSessions'],
  ownProgress: ['ownProgress'],
  studentProgress: (studentId: number) => ['studentProgress', studentId],
  studentPayments: ['studentPayments'],
  questions: (filter: object) => ['listQuestions', filter],
  allQuestions: ['listQuestions'],
  teacherTests: ['listTests'],
  testAttempts: (testId: number) => ['testAttempts', testId],
  testStatistics: (testId: number) => ['testStatistics', testId],
  studentTests: ['studentTests'],
  attempt: (attemptId: number) => ['getAttempt', attemptId],
  attemptResult: (attemptId: number) => ['attemptResult', attemptId],
  classAttendance: (classId: number) => ['classAttendance', classId],
  ownAttendance: ['ownAttendance'],
  teacherAttendanceMarks: ['teacherAttendanceMarks'],
  ownGuardians: ['ownGuardians'],
  pairingCode: ['studentPairingCode'],
  guardianChildren: ['guardianChildren'],
  /** One of a guardian's reads of a child (the endpoint's name), keyed by the child. */
  guardianChild: (childId: number, read: string) => [read, childId],
  unreadNotifications: ['unreadNotifications'],
  /** Every page of the notifications list at once (a prefix of notificationPage). */
  notificationPages: ['listNotifications'],
  notificationPage: (page: number) => ['listNotifications', page],
  /** A person's own notification settings, or the academy's defaults. */
  notificationSettings: (source: 'own' | 'academy') => ['notificationSettings', source],
} as const;

/**
 * The admin area's keys, all under one prefix: every admin write is audited and most move the
 * overview's counts, so a write refetches them together (client/admin/common/useAdminWrite.ts).
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  batches: () => ['admin', 'batches'] as const,
  batch: (batchId: number) => ['admin', 'batches', batchId] as const,
  students: (filters: object) => ['admin', 'students', filters] as const,
  teachers: () => ['admin', 'teachers'] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  applications: (filters: object) => ['admin', 'applications', filters] as const,
  application: (applicationId: number) => ['admin', 'application', applicationId] as const,
  payments: (status: string) => ['admin', 'payments', status] as const,
  paymentReport: ['admin', 'payment-report'] as const,
  batchAttendance: (batchId: number) => ['admin', 'attendance', 'batch', batchId] as const,
  studentAttendance: (studentId: number) => ['admin', 'attendance', 'student', studentId] as const,
  studentGuardians: (studentId: number) => ['admin', 'guardians', studentId] as const,
};
