import { QueryCache, QueryClient } from '@tanstack/react-query';
import { type FailureMessage, failureEvent, logToConsole } from './failureLog.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `failure`: what the console says when the query fails, in the spec's words (failureLog.ts). */
    queryMeta: { failure?: FailureMessage };
  }
}

/** An island's data cache. A query that names its `failure` has it told to the console once it has failed for good. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Called once the retry has failed too, not at each attempt.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.failure) logToConsole(failureEvent(query.meta.failure, error));
      },
    }),
    // One statistics request per showing, not a refetch on every focus.
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
