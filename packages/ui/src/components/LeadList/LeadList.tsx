import { type LeadKind, type LeadStatus, leadKinds, leadStatuses } from '@fleet/api-client';
import { formatNumber } from '@fleet/rules';
import { MailIcon } from '../../icons/index.ts';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { AdminPager } from '../AdminPager/AdminPager.tsx';
import { Button } from '../Button/Button.tsx';
import { LeadExportButton } from '../LeadExportButton/LeadExportButton.tsx';
import { leadStatusLabels } from '../LeadStatusBadge/leadStatus.ts';
import { SearchBox } from '../SearchBox/SearchBox.tsx';
import { Select } from '../Select/Select.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LeadList.css';
import { LeadRow } from './LeadRow.tsx';
import {
  emptyLeadListFilters,
  isLeadListFiltered,
  type LeadListFilters,
  type LeadPerson,
  type LeadResponseFilter,
  type LeadSummary,
  leadKindLabels,
  leadResponseFilterLabels,
  leadResponseFilters,
} from './lead.ts';

const kindOptions = [{ value: '', label: 'All' }, ...leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }))];
/** 'All', then each name; the one chosen stays a choice while the names load (or after its last lead moved on). */
const choicesOf = (names: readonly string[], chosen: string) => [
  { value: '', label: 'All' },
  ...[...names, ...(chosen && !names.includes(chosen) ? [chosen] : [])].map((name) => ({ value: name, label: name })),
];
const statusOptions = [{ value: '', label: 'All' }, ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))];
const responseOptions = [
  { value: '', label: 'All' },
  ...leadResponseFilters.map((response) => ({ value: response, label: leadResponseFilterLabels[response] })),
];

export interface LeadListProps {
  /** This page's leads: the overdue ones first, then newest first. */
  leads?: readonly LeadSummary[];
  /** Leads matching the filters, on every page. */
  total?: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load leads'. */
  error?: string;
  filters: LeadListFilters;
  /** Every filter change, the search box's on each keystroke; the app debounces the request as it likes. */
  onFiltersChange: (filters: LeadListFilters) => void;
  onPageChange: (page: number) => void;
  /** Who can have a lead, for the owner filter (after All, Mine and Unassigned); none while they load. */
  owners?: readonly LeadPerson[];
  /** The sources and campaigns leads came from, most leads first, for their filters; none while they load. */
  sources?: readonly string[];
  campaigns?: readonly string[];
  /** Each lead's page, e.g. (id) => `/admin/leads/${id}`. */
  hrefFor: (id: string) => string;
  /** Asks for the CSV of every lead matching the filters. */
  onExport: () => void;
  exporting?: boolean;
  /** Why the export failed, e.g. 'Failed to export leads'. */
  exportError?: string;
}

/** The Leads page body: every contact message and demo request, filtered, searched and paged, with a CSV export. */
export function LeadList({
  leads = [],
  total = 0,
  page,
  pageSize,
  loading,
  error,
  filters,
  onFiltersChange,
  onPageChange,
  owners = [],
  sources = [],
  campaigns = [],
  hrefFor,
  onExport,
  exporting,
  exportError,
}: LeadListProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = isLeadListFiltered(filters);
  const set = (change: Partial<LeadListFilters>) => onFiltersChange({ ...filters, ...change });
  const ownerOptions = [
    { value: '', label: 'All' },
    { value: 'mine', label: 'Mine' },
    { value: 'unassigned', label: 'Unassigned' },
    ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
  ];
  const sourceOptions = choicesOf(sources, filters.source);
  const campaignOptions = choicesOf(campaigns, filters.campaign);
  const ready = !loading && !error;

  return (
    <div className={styles.page}>
      <AdminPageHeader title="Leads" description="Every contact message and demo request from the website: the overdue ones first, then the newest." />
      <div role="group" aria-label="Filter leads" className={styles.filters}>
        <div className={styles.search}>
          <SearchBox
            label="Search"
            showLabel
            placeholder="Name, company or e-mail"
            value={filters.search}
            onChange={(search) => set({ search })}
            clearLabel="Clear the search"
            fullWidth
          />
        </div>
        <Select label="Kind" options={kindOptions} value={filters.kind} onChange={(event) => set({ kind: event.target.value as LeadKind | '' })} fullWidth />
        <Select
          label="Status"
          options={statusOptions}
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as LeadStatus | '' })}
          fullWidth
        />
        <Select
          label="Response"
          options={responseOptions}
          value={filters.response}
          onChange={(event) => set({ response: event.target.value as LeadResponseFilter | '' })}
          fullWidth
        />
        <Select label="Owner" options={ownerOptions} value={filters.owner} onChange={(event) => set({ owner: event.target.value })} fullWidth />
        <Select label="Source" options={sourceOptions} value={filters.source} onChange={(event) => set({ source: event.target.value })} fullWidth />
        <Select label="Campaign" options={campaignOptions} value={filters.campaign} onChange={(event) => set({ campaign: event.target.value })} fullWidth />
      </div>
      <div className={styles.toolbar}>
        {filtered ? (
          <Button tone="ghost" size="sm" onClick={() => onFiltersChange(emptyLeadListFilters)}>
            Clear filters
          </Button>
        ) : null}
        <div className={styles.toolbarEnd}>
          <LeadExportButton onExport={onExport} exporting={exporting} error={exportError} disabled={!ready || total === 0} />
        </div>
      </div>
      {/* Always in the page, so what a filter or search found is announced as the list changes. */}
      <VisuallyHidden>
        <span role="status">{ready && filtered ? `${formatNumber(total)} ${total === 1 ? 'lead matches' : 'leads match'} these filters` : ''}</span>
      </VisuallyHidden>
      <AdminListState
        loading={loading}
        loadingText="Loading leads..."
        error={error}
        empty={leads.length === 0}
        emptyText={filtered ? 'No leads match these filters' : 'No leads yet'}
        emptyDescription={
          filtered
            ? 'Try another kind, status, response, owner, source, campaign or search.'
            : 'Contact messages and demo requests from the website appear here.'
        }
        emptyIcon={<MailIcon />}
      >
        <ul className={styles.list} aria-label="Leads">
          {leads.map((lead) => (
            <LeadRow key={lead.id} lead={lead} href={hrefFor(lead.id)} />
          ))}
        </ul>
        <AdminPager page={page} pages={pages} total={total} noun={['lead', 'leads']} label="Lead pages" onPageChange={onPageChange} />
      </AdminListState>
    </div>
  );
}
