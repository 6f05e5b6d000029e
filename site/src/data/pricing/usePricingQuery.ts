import { useQuery } from '@tanstack/react-query';
import { answerOf, client } from '../api.ts';
import { queryKeys } from '../keys.ts';

/** Plan prices, dashcam prices per memory size and accessories: the pricing page and the catalogue share it. */
export function usePricingQuery() {
  return useQuery({ queryKey: queryKeys.pricing(), queryFn: () => answerOf(client.GET('/functions/v1/pricing')), staleTime: 60_000 });
}
