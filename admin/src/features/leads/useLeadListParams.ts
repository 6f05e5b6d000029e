import type { LeadListFilters } from '@fleet/ui/components/LeadList/lead.ts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { leadListSearch, readLeadListSearch } from './leadListSearch.ts';

/** How long typing must pause before the search reaches the URL (and the server). */
export const leadSearchDebounceMs = 300;

// The inbox's query string as last shown in this tab, so a lead's 'All Leads' returns to the same filters and page,
// even after the lead's page was reloaded.
const lastListSearchKey = 'leads_list_search';

// A filter or the search narrows the list where the person is, the control kept under their hand; another page of
// the inbox starts at the top, as every new page does.
const inPlace = { preventScrollReset: true } as const;

/** The inbox with the filters and page it showed last in this tab. */
export const leadListHref = () => `${adminPaths.leads}${sessionStorage.getItem(lastListSearchKey) ?? ''}`;

/**
 * The inbox's filters and page, kept in the URL: a filter or page change is a new history entry (Back undoes it), and
 * a filter change starts from page 1. The search box shows every keystroke at once but reaches the URL only once
 * typing pauses, then in place of the current entry; emptying it, or 'Clear filters', applies at once. `applied` is
 * what the URL holds: what the list shows and the export takes.
 */
export function useLeadListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { filters: applied, page } = readLeadListSearch(params);
  // The search being typed, ahead of the URL; undefined once the URL has caught up.
  const [typed, setTyped] = useState<string>();

  useEffect(() => {
    sessionStorage.setItem(lastListSearchKey, search ? `?${search}` : '');
  }, [search]);

  useEffect(() => {
    if (typed === undefined) return;
    const { filters } = readLeadListSearch(new URLSearchParams(search));
    if (typed === filters.search) {
      // Only if nothing was typed since this render: a keystroke that came before this effect ran must stay.
      setTyped((current) => (current === filters.search ? undefined : current));
      return;
    }
    const timer = setTimeout(() => setParams(leadListSearch({ ...filters, search: typed }, 1), { replace: true, ...inPlace }), leadSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const setFilters = (next: LeadListFilters) => {
    const typing =
      next.search !== '' &&
      next.kind === applied.kind &&
      next.status === applied.status &&
      next.owner === applied.owner &&
      next.source === applied.source &&
      next.campaign === applied.campaign;
    if (typing) {
      setTyped(next.search);
      return;
    }
    setTyped(undefined);
    setParams(leadListSearch(next, 1), inPlace);
  };

  return {
    /** What the filters show, the search as typed. */
    filters: typed === undefined ? applied : { ...applied, search: typed },
    applied,
    page,
    setFilters,
    setPage: (next: number) => setParams(leadListSearch(applied, next)),
  };
}
