import { toStudentSubmission, toTeacherSubmission } from '../../domain/submissions/submissions';
import {
  handInSubmission,
  resubmitSubmission,
  writeFeedback,
} from '../../domain/submissions/submissions-writes';
import { submissionChanged } from '../../realtime/events';
import { publishWithNotifications } from '../../realtime/with-notifications';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './submissions.routes';

export const createSubmission: AppRouteHandler<typeof routes.createSubmission> = async (c) => {
  const record = await handInSubmission(c.get('deps').database.db, c.get('user'), c.req.valid('json'));
  const event = submissionChanged('new_submission', record);
  await publishWithNotifications(c.get('deps'), event, record.notified);
  return c.json(toStudentSubmission(record), 201);
};

export const updateSubmission: AppRouteHandler<typeof routes.updateSubmission> = async (c) => {
  const { id } = c.req.valid('param');
  const record = await resubmitSubmission(c.get('deps').database.db, c.get('user'), id, c.req.valid('json'));
  const event = submissionChanged('update_submission', record);
  await publishWithNotifications(c.get('deps'), event, record.notified);
  return c.json(toStudentSubmission(record), 200);
};

export const giveFeedback: AppRouteHandler<typeof routes.giveFeedback> = async (c) => {
  const { id } = c.req.valid('param');
  // The feedback form sends no grade: editing feedback must not wipe a grade given earlier
  // (docs/behaviour.md#submission-review).
  const gradeSent = 'grade' in ((await c.req.json()) as object);
  const record = await writeFeedback(
    c.get('deps').database.db,
    c.get('user'),
    id,
    c.req.valid('json'),
    gradeSent,
  );
  const event = submissionChanged('feedback', record);
  await publishWithNotifications(c.get('deps'), event, record.notified);
  return c.json(toTeacherSubmission(record), 200);
};
