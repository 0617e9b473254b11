import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEnded } from '../data/session';

/** When a failed token refresh ends the session (docs/behaviour.md#session), the user is sent to /. */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionEnded(() => navigate('/', { replace: true })), [navigate]);
  return null;
}
