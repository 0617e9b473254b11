import { QueryClient } from '@tanstack/react-query';

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

export const queryClient = createQueryClient();
