import { QueryClient } from '@tanstack/react-query';
import { onSessionChanged } from './session';

/**
 * The one cache of server state for the signed-in areas. Answers stay fresh until a socket message
 * or a write says otherwise, so a screen fetches once on load; failures are shown, not retried
 * behind the user's back (a refused call is an answer, not a glitch).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Empties `client` whenever the session changes hands (sign-in, sign-out, a session that ended):
 * one user's answers must never be shown to the next user of the same tab.
 */
export function clearOnSessionChange(
  client: QueryClient,
  onChanged: (listener: () => void) => () => void = onSessionChanged,
): () => void {
  return onChanged(() => client.clear());
}

export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
