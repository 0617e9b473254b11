import { createMiddleware } from 'hono/factory';
import { requireUser } from '../auth/guard';
import type { AppEnv } from '../context';
import { hasActiveSubscription, lapsedSubscriptionDetail } from '../domain/access';
import { forbidden } from '../http/errors';

/** A student whose subscription lapsed keeps their profile but not the student area. */
const activeSubscription = createMiddleware<AppEnv>((c, next) => {
  if (!hasActiveSubscription(c.get('user'))) throw forbidden(lapsedSubscriptionDetail);
  return next();
});

export const signedIn = [requireUser()];
export const teacherOnly = [requireUser('teacher')];
export const activeStudent = [requireUser('student'), activeSubscription];
export const activeStudentOrTeacher = [requireUser('student', 'teacher'), activeSubscription];
export const adminOnly = [requireUser('admin')];
