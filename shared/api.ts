import { z } from 'zod';
import { type BodyIn, creates, type Endpoint, type ResponseIn } from './endpoint';
import { accountSessionList, passwordChange, sessionEnd } from './schemas/account';
import {
  adminBatch,
  adminBatchDetail,
  adminBatchList,
  adminOverview,
  adminStudent,
  adminTeacher,
  adminTeacherList,
  auditPage,
  auditQuery,
  batchCreate,
  batchUpdate,
  studentCreate,
  studentFilter,
  studentImport,
  studentImportResult,
  studentListQuery,
  studentMove,
  studentPage,
  studentRenew,
  studentUpdate,
  teacherCreate,
} from './schemas/admin';
import { announcement, announcementList, announcementWrite } from './schemas/announcements';
import {
  applicationAdmit,
  applicationDetail,
  applicationFilter,
  applicationListQuery,
  applicationNoteCreate,
  applicationPage,
  applicationStatusUpdate,
} from './schemas/applications';
import {
  answerWrite,
  attempt,
  attemptResult,
  keyChange,
  question,
  questionDrop,
  questionFilter,
  questionImport,
  questionImportResult,
  questionList,
  questionWrite,
  savedAnswer,
  studentTestList,
  teacherTest,
  teacherTestList,
  testAttemptList,
  testStatistics,
  testWrite,
} from './schemas/assessments';
import {
  attendanceMarks,
  attendanceWrite,
  batchAttendance,
  classAttendance,
  guardianList,
  guardiansWrite,
  joinRecorded,
  studentAttendance,
} from './schemas/attendance';
import { batchList, studentList } from './schemas/batches';
import { calendarFeed } from './schemas/calendar';
import {
  classCreate,
  classesByDateQuery,
  classList,
  classWrite,
  liveClass,
  nextClass,
} from './schemas/classes';
import { okBody } from './schemas/common';
import {
  childPairing,
  guardianChild,
  guardianChildren,
  guardianMailSettings,
  pairingCodeView,
} from './schemas/guardians';
import { homeworkCreate, homeworkItem, homeworkList, homeworkWrite } from './schemas/homework';
import {
  notificationListQuery,
  notificationPage,
  notificationPreferences,
  preferenceChange,
  pushDevice,
  pushKey,
  pushSubscriptionRemove,
  pushSubscriptionWrite,
  unreadCount,
} from './schemas/notifications';
import {
  adminPayment,
  adminPaymentList,
  adminPaymentQuery,
  admissionCodeView,
  offlinePaymentRecord,
  paymentReject,
  paymentReport,
  paymentReportExportQuery,
} from './schemas/payments';
import { profile, userNames } from './schemas/profile';
import { progressReport } from './schemas/progress';
import { pushSubscriptionRenew } from './schemas/push-service';
import { missingSubmissions, reminderWrite } from './schemas/reminders';
import { pendingReviewList } from './schemas/reviews';
import { feedbackWrite, submission, submissionList, submissionWrite } from './schemas/submissions';
import { siteEndpoints } from './site-api';

export { apiBasePath, type Endpoint, endpointPath } from './endpoint';

/** Every REST call, by name; the public site's are defined in site-api.ts. */
export const endpoints = {
  login: siteEndpoints.login,
  refreshToken: siteEndpoints.refreshToken,
  logout: siteEndpoints.logout,
  requestPasswordReset: siteEndpoints.requestPasswordReset,
  confirmPasswordReset: siteEndpoints.confirmPasswordReset,
  geo: siteEndpoints.geo,

  getProfile: { method: 'GET', path: '/profile/', response: profile },
  updateProfile: { method: 'PATCH', path: '/profile/', body: 'multipart', response: profile },
  getUserNames: { method: 'GET', path: '/user/profile/', response: userNames },

  /** The signed-in user's own sessions; any role. */
  listSessions: { method: 'GET', path: '/account/sessions/', response: accountSessionList },
  /** Signs one of one's own sessions out (its sockets close); another user's is "not found". */
  endSession: { method: 'POST', path: '/account/sessions/end/', body: sessionEnd, response: okBody },
  /** Signs out every session but the one making the request. */
  endOtherSessions: { method: 'POST', path: '/account/sessions/end-others/', response: okBody },
  /** Needs the current password; every other session ends, this one stays signed in. */
  changePassword: { method: 'POST', path: '/account/password/', body: passwordChange, response: okBody },

  studentBatches: { method: 'GET', path: '/student/batches/', response: batchList },
  nextClass: { method: 'GET', path: '/student/next-class/', response: nextClass },
  studentAnnouncements: { method: 'GET', path: '/student/announcements/', response: announcementList },

  listHomework: { method: 'GET', path: '/homework/', response: homeworkList },
  createHomework: creates('/homework/', homeworkCreate, homeworkItem),
  updateHomework: { method: 'PUT', path: '/homework/{id}/', body: homeworkWrite, response: homeworkItem },
  deleteHomework: { method: 'DELETE', path: '/homework/{id}/', response: okBody },
  listSubmissions: { method: 'GET', path: '/homework/{id}/submissions/', response: submissionList },

  createSubmission: creates('/submissions/', submissionWrite, submission),
  updateSubmission: {
    method: 'PUT',
    path: '/submissions/{id}/',
    body: submissionWrite,
    response: submission,
  },
  giveFeedback: {
    method: 'POST',
    path: '/submissions/{id}/feedback/',
    body: feedbackWrite,
    response: submission,
  },

  teacherBatches: { method: 'GET', path: '/teacher/batches/', response: batchList },
  teacherStudents: { method: 'GET', path: '/teacher/students/', response: studentList },
  teacherClassesByDate: {
    method: 'GET',
    path: '/teacher/classes/',
    query: classesByDateQuery,
    response: classList,
  },
  sendAnnouncement: creates('/teacher/announcements/', announcementWrite, announcement),

  listClasses: { method: 'GET', path: '/classes/', response: classList },
  createClass: creates('/classes/', classCreate, liveClass),
  updateClass: { method: 'PUT', path: '/classes/{id}/', body: classWrite, response: liveClass },
  deleteClass: { method: 'DELETE', path: '/classes/{id}/', response: okBody },

  adminOverview: { method: 'GET', path: '/admin/overview/', response: adminOverview },
  adminListBatches: { method: 'GET', path: '/admin/batches/', response: adminBatchList },
  adminCreateBatch: creates('/admin/batches/', batchCreate, adminBatch),
  adminGetBatch: { method: 'GET', path: '/admin/batches/{id}/', response: adminBatchDetail },
  /** Rename, archive or unarchive. */
  adminUpdateBatch: {
    method: 'PATCH',
    path: '/admin/batches/{id}/',
    body: batchUpdate,
    response: adminBatch,
  },

  adminListStudents: {
    method: 'GET',
    path: '/admin/students/',
    query: studentListQuery,
    response: studentPage,
  },
  /** Creates the account and mails the invitation (a set-password link). */
  adminCreateStudent: creates('/admin/students/', studentCreate, adminStudent),
  adminGetStudent: { method: 'GET', path: '/admin/students/{id}/', response: adminStudent },
  adminUpdateStudent: {
    method: 'PUT',
    path: '/admin/students/{id}/',
    body: studentUpdate,
    response: adminStudent,
  },
  adminMoveStudent: {
    method: 'POST',
    path: '/admin/students/{id}/move/',
    body: studentMove,
    response: adminStudent,
  },
  adminRenewStudent: {
    method: 'POST',
    path: '/admin/students/{id}/renew/',
    body: studentRenew,
    response: adminStudent,
  },
  adminDeactivateStudent: {
    method: 'POST',
    path: '/admin/students/{id}/deactivate/',
    response: adminStudent,
  },
  adminReactivateStudent: {
    method: 'POST',
    path: '/admin/students/{id}/reactivate/',
    response: adminStudent,
  },
  adminSendStudentPasswordReset: {
    method: 'POST',
    path: '/admin/students/{id}/password-reset/',
    response: okBody,
  },
  /** text/csv of every student the filter matches (the header row is studentCsvColumns plus status). */
  adminExportStudents: {
    method: 'GET',
    path: '/admin/students/export/',
    query: studentFilter,
    response: z.string(),
  },
  /** All rows or none: a 400 answers studentImportFailure with every bad row. */
  adminImportStudents: creates('/admin/students/import/', studentImport, studentImportResult),

  adminListTeachers: { method: 'GET', path: '/admin/teachers/', response: adminTeacherList },
  adminCreateTeacher: creates('/admin/teachers/', teacherCreate, adminTeacher),
  adminAssignTeacher: {
    method: 'PUT',
    path: '/admin/teachers/{id}/batches/{batch_id}/',
    response: adminTeacher,
  },
  adminUnassignTeacher: {
    method: 'DELETE',
    path: '/admin/teachers/{id}/batches/{batch_id}/',
    response: adminTeacher,
  },
  adminDeactivateTeacher: {
    method: 'POST',
    path: '/admin/teachers/{id}/deactivate/',
    response: adminTeacher,
  },
  adminReactivateTeacher: {
    method: 'POST',
    path: '/admin/teachers/{id}/reactivate/',
    response: adminTeacher,
  },

  adminAuditLog: { method: 'GET', path: '/admin/audit/', query: auditQuery, response: auditPage },
  pendingReviews: { method: 'GET', path: '/teacher/pending-reviews/', response: pendingReviewList },
  missingSubmissions: { method: 'GET', path: '/homework/{id}/missing/', response: missingSubmissions },
  sendReminder: creates('/homework/{id}/reminders/', reminderWrite, announcement),
  calendarFeed: { method: 'GET', path: '/calendar/', response: calendarFeed },
  resetCalendarFeed: { method: 'POST', path: '/calendar/reset/', response: calendarFeed },
  ownProgress: { method: 'GET', path: '/student/progress/', response: progressReport },
  submitApplication: siteEndpoints.submitApplication,
  adminListApplications: {
    method: 'GET',
    path: '/admin/applications/',
    query: applicationListQuery,
    response: applicationPage,
  },
  adminGetApplication: { method: 'GET', path: '/admin/applications/{id}/', response: applicationDetail },
  adminUpdateApplicationStatus: {
    method: 'PATCH',
    path: '/admin/applications/{id}/',
    body: applicationStatusUpdate,
    response: applicationDetail,
  },
  adminAddApplicationNote: creates(
    '/admin/applications/{id}/notes/',
    applicationNoteCreate,
    applicationDetail,
  ),
  /** Creates the student's account in the batch and mails the invitation (a set-password link). */
  adminAdmitApplication: {
    method: 'POST',
    path: '/admin/applications/{id}/admit/',
    body: applicationAdmit,
    response: applicationDetail,
  },
  /** text/csv of every application the filter matches (applicationCsvColumns). */
  adminExportApplications: {
    method: 'GET',
    path: '/admin/applications/export/',
    query: applicationFilter,
    response: z.string(),
  },
  studentProgress: { method: 'GET', path: '/teacher/students/{id}/progress/', response: progressReport },

  /** Attendance and guardians (docs/attendance.md). */
  classAttendance: { method: 'GET', path: '/classes/{id}/attendance/', response: classAttendance },
  /** Marks every student of the class's batch; a change after the class's day is audited. */
  markAttendance: {
    method: 'PUT',
    path: '/classes/{id}/attendance/',
    body: attendanceWrite,
    response: classAttendance,
  },
  /** Whether each of the teacher's classes that has started is marked. */
  teacherAttendanceMarks: { method: 'GET', path: '/teacher/attendance/', response: attendanceMarks },
  /** The student's "Join Class" click: suggests present or late to the teacher. */
  joinClass: { method: 'POST', path: '/student/classes/{id}/join/', response: joinRecorded },
  ownAttendance: { method: 'GET', path: '/student/attendance/', response: studentAttendance },
  adminBatchAttendance: {
    method: 'GET',
    path: '/admin/attendance/batches/{id}/',
    response: batchAttendance,
  },
  adminStudentAttendance: {
    method: 'GET',
    path: '/admin/attendance/students/{id}/',
    response: studentAttendance,
  },
  /** text/csv: one row a student a class of the batch (attendanceCsvColumns). */
  adminExportAttendance: {
    method: 'GET',
    path: '/admin/attendance/batches/{id}/export/',
    response: z.string(),
  },
  ownGuardians: { method: 'GET', path: '/profile/guardians/', response: guardianList },
  updateOwnGuardians: {
    method: 'PUT',
    path: '/profile/guardians/',
    body: guardiansWrite,
    response: guardianList,
  },
  adminStudentGuardians: {
    method: 'GET',
    path: '/admin/students/{id}/guardians/',
    response: guardianList,
  },
  adminUpdateStudentGuardians: {
    method: 'PUT',
    path: '/admin/students/{id}/guardians/',
    body: guardiansWrite,
    response: guardianList,
  },

  startPayment: siteEndpoints.startPayment,
  submitPaymentReference: siteEndpoints.submitPaymentReference,
  paymentStatus: siteEndpoints.paymentStatus,
  studentPayments: siteEndpoints.studentPayments,
  /** application/pdf: the receipt of a paid request, for its student or an admin. */
  paymentReceipt: { method: 'GET', path: '/payments/{id}/receipt/', response: z.string() },
  /** An image: the screenshot the payer sent with their reference, for its student or an admin. */
  paymentScreenshot: { method: 'GET', path: '/payments/{id}/screenshot/', response: z.string() },
  adminListPayments: {
    method: 'GET',
    path: '/admin/payments/',
    query: adminPaymentQuery,
    response: adminPaymentList,
  },
  adminConfirmPayment: { method: 'POST', path: '/admin/payments/{id}/confirm/', response: adminPayment },
  adminRejectPayment: {
    method: 'POST',
    path: '/admin/payments/{id}/reject/',
    body: paymentReject,
    response: adminPayment,
  },
  adminPaymentReport: { method: 'GET', path: '/admin/payments/report/', response: paymentReport },
  /** text/csv of one table of the report; audited as an export. */
  adminExportPaymentReport: {
    method: 'GET',
    path: '/admin/payments/report/export/',
    query: paymentReportExportQuery,
    response: z.string(),
  },
  /** Staff took the fee in cash or by cheque: confirmed at once. */
  adminRecordPayment: creates('/admin/students/{id}/payments/', offlinePaymentRecord, adminPayment),
  adminStudentAdmissionCode: {
    method: 'GET',
    path: '/admin/students/{id}/admission-code/',
    response: admissionCodeView,
  },
  /** Online tests: the bank is every teacher's; a test is its batches' teachers'. */
  listQuestions: { method: 'GET', path: '/questions/', query: questionFilter, response: questionList },
  createQuestion: creates('/questions/', questionWrite, question),
  /** text/csv of the bank the filter matches (questionCsvColumns). */
  exportQuestions: { method: 'GET', path: '/questions/export/', query: questionFilter, response: z.string() },
  /** All rows or none: a 400 answers studentImportFailure's shape with every bad row. */
  importQuestions: creates('/questions/import/', questionImport, questionImportResult),
  updateQuestion: { method: 'PUT', path: '/questions/{id}/', body: questionWrite, response: question },
  /** A form: `image` (optional when one is kept) and `alt`; another teacher's question is 403. */
  putQuestionImage: { method: 'PUT', path: '/questions/{id}/image/', body: 'multipart', response: question },
  deleteQuestionImage: { method: 'DELETE', path: '/questions/{id}/image/', response: question },
  listTests: { method: 'GET', path: '/tests/', response: teacherTestList },
  createTest: creates('/tests/', testWrite, teacherTest),
  getTest: { method: 'GET', path: '/tests/{id}/', response: teacherTest },
  updateTest: { method: 'PUT', path: '/tests/{id}/', body: testWrite, response: teacherTest },
  testAttempts: { method: 'GET', path: '/tests/{id}/attempts/', response: testAttemptList },
  /** Full marks for everyone on that question; every graded attempt is regraded at once. */
  dropQuestion: {
    method: 'POST',
    path: '/tests/{id}/drop-question/',
    body: questionDrop,
    response: teacherTest,
  },
  /** The key this test grades a question by; every graded attempt is regraded at once. */
  changeKey: { method: 'POST', path: '/tests/{id}/change-key/', body: keyChange, response: teacherTest },
  testStatistics: { method: 'GET', path: '/tests/{id}/statistics/', response: testStatistics },
  /** text/csv: one row an attempt (resultCsvColumns, a column per section, total). */
  exportTestResults: { method: 'GET', path: '/tests/{id}/export/', response: z.string() },
  studentTests: { method: 'GET', path: '/student/tests/', response: studentTestList },
  /** Starts the student's attempt, or answers the one in progress (a retry or a reload is harmless). */
  startAttempt: { method: 'POST', path: '/tests/{id}/attempt/', response: attempt },
  getAttempt: { method: 'GET', path: '/attempts/{id}/', response: attempt },
  /** An upsert keyed by attempt and question: a retry or an offline replay changes nothing more. */
  saveAnswer: { method: 'PUT', path: '/attempts/{id}/answers/', body: answerWrite, response: savedAnswer },
  /** Grades what was saved; submitting a submitted attempt answers it again. */
  submitAttempt: { method: 'POST', path: '/attempts/{id}/submit/', response: attempt },
  attemptResult: { method: 'GET', path: '/attempts/{id}/result/', response: attemptResult },
  /** Guardians (docs/guardians.md): a child's records, read as the child reads them. */
  guardianChildren: { method: 'GET', path: '/guardian/children/', response: guardianChildren },
  /** Links one more child with the child's pairing code (single use). */
  guardianAddChild: creates('/guardian/children/', childPairing, guardianChild),
  guardianChildNextClass: { method: 'GET', path: '/guardian/children/{id}/next-class/', response: nextClass },
  guardianChildAnnouncements: {
    method: 'GET',
    path: '/guardian/children/{id}/announcements/',
    response: announcementList,
  },
  guardianChildHomework: { method: 'GET', path: '/guardian/children/{id}/homework/', response: homeworkList },
  guardianChildAttendance: {
    method: 'GET',
    path: '/guardian/children/{id}/attendance/',
    response: studentAttendance,
  },
  guardianChildTests: { method: 'GET', path: '/guardian/children/{id}/tests/', response: studentTestList },
  /** One of the child's test results, as the child sees it (scores only once released). */
  guardianChildAttemptResult: {
    method: 'GET',
    path: '/guardian/children/{id}/attempts/{attemptId}/result/',
    response: attemptResult,
  },
  guardianChildProgress: {
    method: 'GET',
    path: '/guardian/children/{id}/progress/',
    response: progressReport,
  },
  guardianChildPayments: siteEndpoints.guardianChildPayments,
  guardianMailSettings: {
    method: 'GET',
    path: '/guardian/children/{id}/mail-settings/',
    response: guardianMailSettings,
  },
  updateGuardianMailSettings: {
    method: 'PUT',
    path: '/guardian/children/{id}/mail-settings/',
    body: guardianMailSettings,
    response: guardianMailSettings,
  },
  guardianSignup: siteEndpoints.guardianSignup,
  studentPairingCode: { method: 'GET', path: '/profile/pairing-code/', response: pairingCodeView },
  newStudentPairingCode: {
    method: 'POST',
    path: '/profile/pairing-code/',
    response: pairingCodeView,
    created: true,
  },
  /** Invites guardian 1 or 2 of the student's record: a set-password mail, or the child linked. */
  adminInviteGuardian: {
    method: 'POST',
    path: '/admin/students/{id}/guardians/{position}/invite/',
    response: okBody,
  },
  /** The signed-in person's own notifications (shared/notifications.ts), newest first, kept 90 days. */
  listNotifications: {
    method: 'GET',
    path: '/notifications/',
    query: notificationListQuery,
    response: notificationPage,
  },
  unreadNotifications: { method: 'GET', path: '/notifications/unread/', response: unreadCount },
  markNotificationRead: { method: 'POST', path: '/notifications/{id}/read/', response: unreadCount },
  markAllNotificationsRead: { method: 'POST', path: '/notifications/read/', response: unreadCount },
  /** Push on the phone (docs/notifications.md#push): the key to subscribe with, then this device on or off. */
  getPushKey: { method: 'GET', path: '/notifications/push/key/', response: pushKey },
  subscribePush: {
    method: 'PUT',
    path: '/notifications/push/subscription/',
    body: pushSubscriptionWrite,
    response: pushDevice,
  },
  unsubscribePush: {
    method: 'POST',
    path: '/notifications/push/subscription/remove/',
    body: pushSubscriptionRemove,
    response: okBody,
  },
  /** Called by the service worker alone, without a sign-in (client/pwa/service-worker.ts). */
  renewPush: {
    method: 'POST',
    path: '/notifications/push/subscription/renew/',
    body: pushSubscriptionRenew,
    response: okBody,
  },
  /** The signed-in person's notification settings: kinds x channels (docs/notifications.md#preferences). */
  notificationPreferences: {
    method: 'GET',
    path: '/notifications/preferences/',
    response: notificationPreferences,
  },
  chooseNotificationPreference: {
    method: 'PUT',
    path: '/notifications/preferences/',
    body: preferenceChange,
    response: notificationPreferences,
  },
  /** The academy's defaults, for admins. */
  notificationDefaults: {
    method: 'GET',
    path: '/notifications/defaults/',
    response: notificationPreferences,
  },
  chooseNotificationDefault: {
    method: 'PUT',
    path: '/notifications/defaults/',
    body: preferenceChange,
    response: notificationPreferences,
  },
  unsubscribeTarget: siteEndpoints.unsubscribeTarget,
  unsubscribe: siteEndpoints.unsubscribe,
  guardianMailOff: siteEndpoints.guardianMailOff,
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> = ResponseIn<typeof endpoints, N>;
export type BodyOf<N extends EndpointName> = BodyIn<typeof endpoints, N>;
