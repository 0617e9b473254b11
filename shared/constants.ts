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

/** Admissions: what keeps bots and repeats out of the inbox (docs/behaviour.md#admissions). */
export const admissions = {
  /** A person takes longer than this to fill in the form; a faster send is refused. */
  minFillMs: 3_000,
  /** The same e-mail (a +tag aside) applying to the same programme again within this many days is not stored. */
  duplicateWindowDays: 30,
  /** Applications accepted from one address per hour. */
  perAddressPerHour: 5,
} as const;
