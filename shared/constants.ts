/** Business constants and timings (docs/behaviour.md#constants), in one place. */
export const programme = {
  maxBatchSize: 15,
  studentsSelected: 90,
  classesPerWeek: 3,
  programmeYears: '2+',
  curriculumYears: 6,
  /** A class is taken to last this long: it stays the student's "next class" until it has ended. */
  classDurationMinutes: 90,
} as const;

export const timings = {
  heroSlideMs: 5000,
  toastSuccessMs: 2000,
  toastErrorMs: 4000,
  teacherToastMs: 4000,
  maxToasts: 20,
  passwordResetRedirectMs: 2000,
  socketReconnectMs: 5000,
  pickerStepMinutes: 15,
  loadingBlobLoopMs: 8000,
} as const;

export const layout = {
  mobileBreakpointPx: 820,
  navHeightDesktopPx: 90,
  embeddedFormHeightPx: 800,
  homeworkModalMaxPx: 480,
  classModalMaxPx: 420,
  feedbackModalMaxPx: 500,
} as const;

/** Storage keys the browser keeps the session under (docs/behaviour.md#session). */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userRole: 'userRole',
  validUntil: 'validUntil',
  user: 'user',
} as const;

/** Student homework sort by status: this order. */
export const homeworkStatusSortOrder = ['open', 'pending', 'submitted', 'closed'] as const;

/**
 * Pages of the links the server mails: `?uid=<user id>&token=<secret>`; both pages send the three to
 * the `confirmPasswordReset` call. An invitation link works once and longer than a reset link.
 */
export const accountLinks = {
  resetPasswordPath: '/reset-password',
  setPasswordPath: '/set-password',
  invitationTtlDays: 7,
} as const;
