import type { AuditAction, AuditEntry } from '@fleet/api-client';
import { ShieldIcon } from '../../icons/icons.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { AdminPager } from '../AdminPager/AdminPager.tsx';
import { Button } from '../Button/Button.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AuditLog.css';
import { type AuditLogFilters, auditActionLabels, emptyAuditLogFilters } from './auditActions.ts';

export interface AuditLogProps {
  entries?: readonly AuditEntry[];
  /** Entries matching the filters, on every page. */
  total?: number;
  page: number;
  pageSize: number;
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load the audit log'. */
  error?: string;
  filters: AuditLogFilters;
  onFiltersChange: (filters: AuditLogFilters) => void;
  onPageChange: (page: number) => void;
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const eventOptions = [{ value: '', label: 'All events' }, ...Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }))];

/** The Audit Log page body (super admins): who did what, to whom, when and from where, newest first. */
export function AuditLog({ entries = [], total = 0, page, pageSize, loading, error, filters, onFiltersChange, onPageChange }: AuditLogProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = filters.actor !== '' || filters.event !== '' || filters.from !== '' || filters.to !== '';
  const set = (change: Partial<AuditLogFilters>) => onFiltersChange({ ...filters, ...change });
  return (
    <div className={styles.page}>
      <AdminPageHeader title="Audit Log" description="Every sign-in, sign-out, password change and change to the team or the demo links, newest first." />
      <div role="search" aria-label="Filter the audit log" className={styles.filters}>
        <TextField
          label="Actor"
          type="search"
          value={filters.actor}
          placeholder="Any part of an e-mail"
          onChange={(event) => set({ actor: event.target.value })}
          fullWidth
        />
        <Select
          label="Event"
          options={eventOptions}
          value={filters.event}
          onChange={(event) => set({ event: event.target.value as AuditAction | '' })}
          fullWidth
        />
        <TextField label="From" type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} fullWidth />
        <TextField label="To" type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} fullWidth />
      </div>
      {filtered ? (
        <div>
          <Button tone="ghost" size="sm" onClick={() => onFiltersChange(emptyAuditLogFilters)}>
            Clear filters
          </Button>
        </div>
      ) : null}
      <AdminListState
        loading={loading}
        loadingText="Loading the audit log..."
        error={error}
        empty={entries.length === 0}
        emptyText={filtered ? 'No events match these filters' : 'No events yet'}
        emptyDescription={filtered ? 'Try another actor, event or dates.' : undefined}
        emptyIcon={<ShieldIcon />}
      >
        <ul className={styles.list} aria-label="Audit log">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.row}>
              <p className={styles.what}>{`${auditActionLabels[entry.action]}${entry.target ? `: ${entry.target}` : ''}`}</p>
              <p className={styles.details}>{`${entry.actor} · ${when.format(new Date(entry.at))} · ${entry.client_ip} · request ${entry.request_id}`}</p>
            </li>
          ))}
        </ul>
        <AdminPager page={page} pages={pages} total={total} noun={['event', 'events']} label="Audit log pages" onPageChange={onPageChange} />
      </AdminListState>
    </div>
  );
}
