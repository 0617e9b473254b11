import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../shared/schemas/auth';
import { readSession } from '../data/session';

/**
 * Route guard of docs/behaviour.md#routes-and-guards: a stored access token and the stored role,
 * else back to /.
 */
export function RequireRole({ allowedRole, children }: { allowedRole: Role; children: ReactNode }) {
  if (readSession()?.role !== allowedRole) return <Navigate to="/" replace />;
  return children;
}
