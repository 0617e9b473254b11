import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { queryClient } from '../data/query-client';
import { nextTask } from './next-task';
import { RequireRole } from './RequireRole';
import { SessionEndedRedirect } from './SessionEndedRedirect';

/**
 * Evaluating a module graph is one task, and the API client's graph builds every call's schema as
 * it is evaluated: loaded first, it is a task of its own rather than part of the area's, so a slow
 * phone answers input in between.
 */
const afterTheApi =
  <T,>(loadArea: () => Promise<T>) =>
  () =>
    import('../data/client').then(nextTask).then(loadArea);

// Each area is its own chunk, and this module too (with the session helpers it needs), so the
// public site's first load carries neither.
const areas = {
  student: lazy(afterTheApi(() => import('../student/StudentArea'))),
  teacher: lazy(afterTheApi(() => import('../teacher/TeacherArea'))),
  admin: lazy(afterTheApi(() => import('../admin/AdminArea'))),
  guardian: lazy(afterTheApi(() => import('../guardian/GuardianArea'))),
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
