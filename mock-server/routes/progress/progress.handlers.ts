import { notFound } from '../../domain/errors';
import { findReportStudent, progressReportOf } from '../../domain/progress/progress';
import type { AppRouteHandler } from '../create-router';
import type * as routes from './progress.routes';

export const ownProgress: AppRouteHandler<typeof routes.ownProgress> = async (c) => {
  const { db } = c.get('deps').database;
  const student = await findReportStudent(db, c.get('user').id);
  if (!student) throw notFound('No such student.');
  return c.json(await progressReportOf(db, student), 200);
};

/** Another batch's student is "not found" rather than "forbidden": a teacher learns nothing of them. */
export const studentProgress: AppRouteHandler<typeof routes.studentProgress> = async (c) => {
  const { db } = c.get('deps').database;
  const student = await findReportStudent(db, c.req.valid('param').id, c.get('user').id);
  if (!student) throw notFound('No such student in your batches.');
  return c.json(await progressReportOf(db, student), 200);
};
