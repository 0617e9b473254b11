import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { announcementsForStudent } from '../../domain/announcements/announcements';
import { resultOfAttempt, testsOfStudent } from '../../domain/assessments/attempts';
import { studentAttendanceOf } from '../../domain/attendance/attendance';
import { notFound } from '../../domain/errors';
import {
  addChildByCode,
  childrenOf,
  inviteGuardian,
  issuePairingCode,
  pairingCodeOf,
  requireChildOf,
  signUpGuardian,
} from '../../domain/guardians/guardian-accounts';
import { mailSettingsOf, updateMailSettings } from '../../domain/guardians/guardian-mail';
import { studentPaymentsOf } from '../../domain/payments/payments';
import { findReportStudent, progressReportOf } from '../../domain/progress/progress';
import { jsonOnce } from '../../http/json-once';
import { webAdminOperation } from '../admin/web-admin-operation';
import type { AppRouteHandler } from '../create-router';
import { nextClassOfStudent } from '../student/student-reads';
import type * as routes from './guardian.routes';
import { throttledPairing } from './pairing-throttle';

/**
 * The child of the path, as the student the reads below stand for: the one check that differs from
 * the student's own reads, which follow unchanged.
 */
const childOf = (c: Context<AppEnv>, id: number) =>
  requireChildOf(c.get('deps').database.db, c.get('user').id, id);

export const guardianChildren: AppRouteHandler<typeof routes.guardianChildren> = async (c) =>
  c.json(await childrenOf(c.get('deps').database.db, c.get('user').id), 200);

export const guardianAddChild: AppRouteHandler<typeof routes.guardianAddChild> = async (c) => {
  const guardian = c.get('user');
  const child = await throttledPairing(c, guardian, () =>
    addChildByCode(c.get('deps').database.db, guardian, c.req.valid('json').code),
  );
  return c.json(child, 201);
};

export const guardianChildNextClass: AppRouteHandler<typeof routes.guardianChildNextClass> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(await nextClassOfStudent(c.get('deps'), child.batchId), 200);
};

export const guardianChildAnnouncements: AppRouteHandler<typeof routes.guardianChildAnnouncements> = async (
  c,
) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(await announcementsForStudent(c.get('deps').database.db, child.id, child.batchId), 200);
};

export const guardianChildHomework: AppRouteHandler<typeof routes.guardianChildHomework> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  const { caches, database } = c.get('deps');
  return jsonOnce(c, await caches.reads.homeworkVisibleTo(database.db, child));
};

export const guardianChildAttendance: AppRouteHandler<typeof routes.guardianChildAttendance> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(await studentAttendanceOf(c.get('deps').database.db, child.id), 200);
};

export const guardianChildTests: AppRouteHandler<typeof routes.guardianChildTests> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(await testsOfStudent(c.get('deps').database.db, child), 200);
};

export const guardianChildAttemptResult: AppRouteHandler<typeof routes.guardianChildAttemptResult> = async (
  c,
) => {
  const { id, attemptId } = c.req.valid('param');
  const child = await childOf(c, id);
  return c.json(await resultOfAttempt(c.get('deps').database.db, child, attemptId), 200);
};

export const guardianChildProgress: AppRouteHandler<typeof routes.guardianChildProgress> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  const { db } = c.get('deps').database;
  const student = await findReportStudent(db, child.id);
  if (!student) throw notFound('No such student.');
  return c.json(await progressReportOf(db, student), 200);
};

export const guardianChildPayments: AppRouteHandler<typeof routes.guardianChildPayments> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  const { config, database } = c.get('deps');
  return c.json(await studentPaymentsOf(database.db, config.payments, child.id), 200);
};

export const guardianMailSettingsOf: AppRouteHandler<typeof routes.guardianMailSettingsOf> = async (c) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(await mailSettingsOf(c.get('deps').database.db, c.get('user'), child.id), 200);
};

export const updateGuardianMailSettings: AppRouteHandler<typeof routes.updateGuardianMailSettings> = async (
  c,
) => {
  const child = await childOf(c, c.req.valid('param').id);
  return c.json(
    await updateMailSettings(c.get('deps').database.db, c.get('user'), child.id, c.req.valid('json')),
    200,
  );
};

export const guardianSignup: AppRouteHandler<typeof routes.guardianSignup> = async (c) => {
  const signedUp = await throttledPairing(c, null, () =>
    signUpGuardian(c.get('deps').database.db, c.req.valid('json')),
  );
  return c.json(signedUp, 201);
};

export const studentPairingCode: AppRouteHandler<typeof routes.studentPairingCode> = async (c) =>
  c.json(await pairingCodeOf(c.get('deps').database.db, c.get('user').id), 200);

export const newStudentPairingCode: AppRouteHandler<typeof routes.newStudentPairingCode> = async (c) =>
  c.json(await issuePairingCode(c.get('deps').database.db, c.get('user').id), 201);

export const adminInviteGuardian: AppRouteHandler<typeof routes.adminInviteGuardian> = async (c) => {
  const { id, position } = c.req.valid('param');
  return c.json(await inviteGuardian(webAdminOperation(c), id, position), 200);
};
