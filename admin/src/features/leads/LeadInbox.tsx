import { LeadList, type LeadPerson } from '@fleet/ui';
import { leadPath } from '../../adminPaths.ts';
import { useExportLeadsMutation } from '../../data/leads/useExportLeadsMutation.ts';
import { useLeadsQuery } from '../../data/leads/useLeadsQuery.ts';
import { useManagersQuery } from '../../data/managers/useManagersQuery.ts';
import { useSignedInManager } from '../../layout/useSignedInManager.ts';
import { toLeadSummary } from './toLead.ts';
import { toLeadsFilter } from './toLeadsFilter.ts';
import { useLeadListParams } from './useLeadListParams.ts';

const byName = (a: LeadPerson, b: LeadPerson) => a.name.localeCompare(b.name);

/**
 * The Leads page body: the inbox with its filters and pages (kept in the URL) and the CSV export of what the filters
 * match. Only super admins may read the team, so only they can filter by another manager; everyone has Mine and Unassigned.
 */
export function LeadInbox() {
  const viewer = useSignedInManager();
  const isSuper = viewer.role === 'super';
  const { filters, applied, page, setFilters, setPage } = useLeadListParams();
  const filter = toLeadsFilter(applied, viewer.id);
  const leads = useLeadsQuery(filter, page);
  const team = useManagersQuery({ enabled: isSuper });
  const exportCsv = useExportLeadsMutation();

  return (
    <LeadList
      leads={leads.data?.leads.map(toLeadSummary)}
      total={leads.data?.total}
      page={page}
      pageSize={leads.data?.per_page ?? 50}
      loading={leads.isPending}
      error={leads.isError ? leads.error.message : undefined}
      filters={filters}
      onFiltersChange={setFilters}
      onPageChange={setPage}
      owners={(team.data ?? []).map(({ id, name }) => ({ id, name })).sort(byName)}
      hrefFor={leadPath}
      onExport={() => exportCsv.mutate(filter)}
      exporting={exportCsv.isPending}
      exportError={exportCsv.isError ? exportCsv.error.message : undefined}
    />
  );
}
