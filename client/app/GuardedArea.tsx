import { lazy } from 'react';
import type { Role } from '../../shared/schemas/auth';
import { RequireRole } from './RequireRole';
import { SessionEndedRedirect } from './SessionEndedRedirect';

// Each area is its own chunk, and this module too (with the session helpers it needs), so the
// public site's first load carries neither.
const areas = {
  student: lazy(() => import('../student/StudentArea')),
  teacher: lazy(() => import('../teacher/TeacherArea')),
};

/** /dashboard/* and /teacher/*: the guard, the redirect home when the session ends, then the area. */
export default function GuardedArea({ area }: { area: Role }) {
  const Area = areas[area];
  return (
    <RequireRole allowedRole={area}>
      <SessionEndedRedirect />
      <Area />
    </RequireRole>
  );
}
