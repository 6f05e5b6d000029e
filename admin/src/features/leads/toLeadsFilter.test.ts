import { emptyLeadListFilters } from '@fleet/ui/components/LeadList/lead.ts';
import { describe, expect, it } from 'vitest';
import { toLeadsFilter } from './toLeadsFilter.ts';

const viewerId = '2f0b6c1e-0000-4000-8000-000000000001';
const otherId = '2f0b6c1e-0000-4000-8000-000000000002';

describe('toLeadsFilter', () => {
  it('asks for everything when nothing is filtered', () => {
    expect(toLeadsFilter(emptyLeadListFilters, viewerId)).toEqual({});
  });

  it("sends 'mine' as the viewer's id, 'unassigned' as none and a manager as their id", () => {
    expect(toLeadsFilter({ ...emptyLeadListFilters, owner: 'mine' }, viewerId)).toEqual({ owner: viewerId });
    expect(toLeadsFilter({ ...emptyLeadListFilters, owner: 'unassigned' }, viewerId)).toEqual({ owner: 'none' });
    expect(toLeadsFilter({ ...emptyLeadListFilters, owner: otherId }, viewerId)).toEqual({ owner: otherId });
  });

  it('sends the source and campaign as chosen', () => {
    expect(toLeadsFilter({ ...emptyLeadListFilters, source: 'newsletter', campaign: 'spring' }, viewerId)).toEqual({
      source: 'newsletter',
      campaign: 'spring',
    });
  });

  it('trims the search, and leaves out one of spaces only', () => {
    expect(toLeadsFilter({ ...emptyLeadListFilters, kind: 'demo', status: 'new', search: '  north ' }, viewerId)).toEqual({
      kind: 'demo',
      status: 'new',
      search: 'north',
    });
    expect(toLeadsFilter({ ...emptyLeadListFilters, search: '   ' }, viewerId)).toEqual({});
  });
});
