import { createRouter } from '../create-router';
import * as handlers from './guardian.handlers';
import * as routes from './guardian.routes';

export const guardianRouter = createRouter()
  .openapi(routes.guardianChildren, handlers.guardianChildren)
  .openapi(routes.guardianAddChild, handlers.guardianAddChild)
  .openapi(routes.guardianChildNextClass, handlers.guardianChildNextClass)
  .openapi(routes.guardianChildAnnouncements, handlers.guardianChildAnnouncements)
  .openapi(routes.guardianChildHomework, handlers.guardianChildHomework)
  .openapi(routes.guardianChildAttendance, handlers.guardianChildAttendance)
  .openapi(routes.guardianChildTests, handlers.guardianChildTests)
  .openapi(routes.guardianChildAttemptResult, handlers.guardianChildAttemptResult)
  .openapi(routes.guardianChildProgress, handlers.guardianChildProgress)
  .openapi(routes.guardianChildPayments, handlers.guardianChildPayments)
  .openapi(routes.guardianMailSettingsOf, handlers.guardianMailSettingsOf)
  .openapi(routes.updateGuardianMailSettings, handlers.updateGuardianMailSettings)
  .openapi(routes.guardianSignup, handlers.guardianSignup)
  .openapi(routes.studentPairingCode, handlers.studentPairingCode)
  .openapi(routes.newStudentPairingCode, handlers.newStudentPairingCode)
  .openapi(routes.adminInviteGuardian, handlers.adminInviteGuardian);
