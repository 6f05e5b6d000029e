import { emptyLeadListFilters } from '@fleet/ui/components/LeadList/lead.ts';
import { describe, expect, it } from 'vitest';
import { leadListSearch, readLeadListSearch } from './leadListSearch.ts';

const managerId = '2f0b6c1e-0000-4000-8000-000000000002';

describe('the inbox in the query string', () => {
  it('reads every filter and the page, and writes them back the same', () => {
    const search = `kind=demo&status=contacted&owner=${managerId}&search=north+wind&source=www.google.com&campaign=spring+2026&response=overdue&page=3`;
    const read = readLeadListSearch(new URLSearchParams(search));
    expect(read).toEqual({
      filters: {
        kind: 'demo',
        status: 'contacted',
        owner: managerId,
        search: 'north wind',
        source: 'www.google.com',
        campaign: 'spring 2026',
        response: 'overdue',
      },
      page: 3,
    });
    expect(leadListSearch(read.filters, read.page).toString()).toBe(search);
  });

  it('leaves out what is not set, page 1 included', () => {
    expect(leadListSearch(emptyLeadListFilters, 1).toString()).toBe('');
    expect(leadListSearch({ ...emptyLeadListFilters, owner: 'mine' }, 1).toString()).toBe('owner=mine');
  });

  it('reads a value the inbox does not offer as no filter, and a page that is not one as page 1', () => {
    const read = readLeadListSearch(new URLSearchParams('kind=email&status=closed&owner=bob&response=late&page=-2'));
    expect(read).toEqual({ filters: emptyLeadListFilters, page: 1 });
    expect(readLeadListSearch(new URLSearchParams('owner=unassigned&page=2.5'))).toEqual({
      filters: { ...emptyLeadListFilters, owner: 'unassigned' },
      page: 1,
    });
    expect(readLeadListSearch(new URLSearchParams('page=999999')).page).toBe(100_000);
  });
});
