import { leadKinds, leadStatuses } from '@fleet/api-client';
import { emptyLeadListFilters, type LeadListFilters, leadResponseFilters } from '@fleet/ui/components/LeadList/lead.ts';

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value => (values as readonly string[]).includes(value);

const managerId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's last page (`page` is at most 100000). */
const lastPage = 100_000;

const filterNames = ['kind', 'status', 'owner', 'search', 'source', 'campaign', 'response'] as const;

/**
 * The inbox's filters and page as the URL's query string keeps them (`?status=new&owner=mine&page=2`), so Back and
 * a reload show the same list. A value the inbox does not offer reads as no filter.
 */
export function readLeadListSearch(params: URLSearchParams): { filters: LeadListFilters; page: number } {
  const kind = params.get('kind') ?? '';
  const status = params.get('status') ?? '';
  const owner = params.get('owner') ?? '';
  const response = params.get('response') ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      ...emptyLeadListFilters,
      kind: isOneOf(leadKinds, kind) ? kind : '',
      status: isOneOf(leadStatuses, status) ? status : '',
      owner: owner === 'mine' || owner === 'unassigned' || managerId.test(owner) ? owner : '',
      search: params.get('search') ?? '',
      source: params.get('source') ?? '',
      campaign: params.get('campaign') ?? '',
      response: isOneOf(leadResponseFilters, response) ? response : '',
    },
    page: Number.isInteger(page) && page > 1 ? Math.min(page, lastPage) : 1,
  };
}

/** The query string for these filters and page; what is not set is left out (page 1 included). */
export function leadListSearch(filters: LeadListFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of filterNames) if (filters[name] !== '') params.set(name, filters[name]);
  if (page > 1) params.set('page', String(page));
  return params;
}
