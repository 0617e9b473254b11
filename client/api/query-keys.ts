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
  ownProgress: ['ownProgress'],
  studentProgress: (studentId: number) => ['studentProgress', studentId],
} as const;
