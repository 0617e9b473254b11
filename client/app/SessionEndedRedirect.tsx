import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEnded } from '../api/session';

/** When a failed token refresh ends the session (spec section 4), the user is sent to /. */
export function SessionEndedRedirect() {
  const navigate = useNavigate();
  useEffect(() => onSessionEnded(() => navigate('/', { replace: true })), [navigate]);
  return null;
}
