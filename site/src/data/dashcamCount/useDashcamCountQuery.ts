import { useQuery } from '@tanstack/react-query';
import { answerOf, client } from '../api.ts';
import { queryKeys } from '../keys.ts';

/** The navigation badge's count; a failure leaves the badge empty. */
export function useDashcamCountQuery() {
  return useQuery({ queryKey: queryKeys.dashcamCount(), queryFn: () => answerOf(client.GET('/functions/v1/dashcam-count')), staleTime: 60_000 });
}
