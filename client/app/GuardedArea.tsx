import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { queryClient } from '../data/query-client';
import { RequireRole } from './RequireRole';
import { SessionEndedRedirect } from './SessionEndedRedirect';

// Each area is its own chunk, and this module too (with the session helpers it needs), so the
// public site's first load carries neither.
const areas = {
  student: lazy(() => import('../student/StudentArea')),
  teacher: lazy(() => import('../teacher/TeacherArea')),
  admin: lazy(() => import('../admin/AdminArea')),
  guardian: lazy(() => import('../guardian/GuardianArea')),
};

/**
 * /dashboard/*, /teacher/* and /admin/*: the guard, the redirect home when the session ends, then the area
 * with the server-state cache (kept out of the public pages' first load).
 */
export default function GuardedArea({ area }: { area: keyof typeof areas }) {
  const Area = areas[area];
  return (
    <RequireRole allowedRole={area}>
      <SessionEndedRedirect />
      <QueryClientProvider client={queryClient}>
        <Area />
      </QueryClientProvider>
    </RequireRole>
  );
}
