import { LeadList } from '@fleet/ui/components/LeadList/LeadList.tsx';
import { leadPath } from '../../adminPaths.ts';
import { useExportLeadsMutation } from '../../data/leads/useExportLeadsMutation.ts';
import { useLeadOriginsQuery } from '../../data/leads/useLeadOriginsQuery.ts';
import { useLeadOwnersQuery } from '../../data/leads/useLeadOwnersQuery.ts';
import { useLeadsQuery } from '../../data/leads/useLeadsQuery.ts';
import { useSignedInManager } from '../../layout/useSignedInManager.ts';
import { toLeadsFilter } from './toLeadsFilter.ts';
import { useLeadListParams } from './useLeadListParams.ts';

/**
 * The Leads page body: the inbox with its filters and pages (kept in the URL) and the CSV export of what the filters
 * match. The Owner filter offers Mine, Unassigned and everyone who can have a lead; Source and Campaign, where leads came from.
 */
export function LeadInbox() {
  const viewer = useSignedInManager();
  const { filters, applied, page, setFilters, setPage } = useLeadListParams();
  const filter = toLeadsFilter(applied, viewer.id);
  const leads = useLeadsQuery(filter, page);
  const owners = useLeadOwnersQuery();
  const origins = useLeadOriginsQuery();
  const exportCsv = useExportLeadsMutation();

  return (
    <LeadList
      leads={leads.data?.leads}
      total={leads.data?.total}
      page={page}
      pageSize={leads.data?.per_page ?? 50}
      loading={leads.isPending}
      error={leads.isError ? leads.error.message : undefined}
      filters={filters}
      onFiltersChange={setFilters}
      onPageChange={setPage}
      owners={owners.data}
      sources={origins.data?.sources}
      campaigns={origins.data?.campaigns}
      hrefFor={leadPath}
      onExport={() => exportCsv.mutate(filter)}
      exporting={exportCsv.isPending}
      exportError={exportCsv.isError ? exportCsv.error.message : undefined}
    />
  );
}
