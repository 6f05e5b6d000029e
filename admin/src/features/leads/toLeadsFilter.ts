import type { LeadListFilters } from '@fleet/ui/components/LeadList/lead.ts';
import type { LeadsFilter } from '../../data/leads/useLeadsQuery.ts';

/** The inbox's filters as the API takes them: 'mine' is the viewer's own id, 'unassigned' is `none`; the search is trimmed. */
export function toLeadsFilter(filters: LeadListFilters, viewerId: string): LeadsFilter {
  const owner = filters.owner === 'mine' ? viewerId : filters.owner === 'unassigned' ? 'none' : filters.owner;
  const search = filters.search.trim();
  return {
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(owner ? { owner } : {}),
    ...(search ? { search } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.campaign ? { campaign: filters.campaign } : {}),
    ...(filters.response ? { response: filters.response } : {}),
  };
}
