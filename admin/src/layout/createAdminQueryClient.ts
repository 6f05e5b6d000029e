import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endsSession, type SessionRefusalMeta } from '../data/session/sessionRefusal.ts';

/**
 * The admin's server state. Any query or mutation refused for its session calls
 * `onSessionRefused` once, whichever page made it.
 */
export function createAdminQueryClient(onSessionRefused: () => void): QueryClient {
  const refused = (error: unknown, meta: SessionRefusalMeta | undefined) => {
    if (endsSession(error, meta)) onSessionRefused();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => refused(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => refused(error, mutation.meta) }),
    // A refused session or a failed listing is not made better by asking again at once.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
