import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from './errors';

/** True for a 401 or 403: the server no longer accepts this user here (docs/behaviour.md#messages). */
export function isRefusedSession(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** Sends the user to /logout when `error` says the server refused their session. */
export function useLogoutWhenRefused(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isRefusedSession(error)) navigate('/logout', { replace: true });
  }, [error, navigate]);
}
