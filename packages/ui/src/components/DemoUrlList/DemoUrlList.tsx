import { useId, useState } from 'react';
import { LinkIcon } from '../../icons/index.ts';
import { useNow } from '../../providers/ClockProvider.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import type { DemoUrlRowAction } from '../DemoUrlRow/DemoUrlActions.tsx';
import { DemoUrlRow } from '../DemoUrlRow/DemoUrlRow.tsx';
import type { DemoUrl, DemoUrlExtension } from '../DemoUrlRow/demoUrl.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { FilterChips } from '../FilterChips/FilterChips.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Select } from '../Select/Select.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './DemoUrlList.css';
import { type DemoUrlFilter, demoUrlFilterLabels, demoUrlFilters, matchesDemoUrlFilter } from './demoUrlFilters.ts';

const filterOptions = demoUrlFilters.map((value) => ({ value, label: demoUrlFilterLabels[value] }));

/** The orders the server can list links in: newest first, or the most recently opened first. */
export type DemoUrlSort = 'created' | 'last_opened';
const sortOptions = [
  { value: 'created', label: 'Newest first' },
  { value: 'last_opened', label: 'Last opened' },
] as const satisfies readonly { value: DemoUrlSort; label: string }[];

export interface DemoUrlListProps {
  demoUrls?: readonly DemoUrl[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load demo URLs'. */
  error?: string;
  /** Controlled filter; without it the list keeps its own, starting at `defaultFilter`. */
  filter?: DemoUrlFilter;
  defaultFilter?: DemoUrlFilter;
  onFilterChange?: (filter: DemoUrlFilter) => void;
  onRevoke: (id: string) => void;
  onExtend: (id: string, expiresIn: DemoUrlExtension) => void;
  /** The action the app is running for one link. */
  pending?: { id: string; action: DemoUrlRowAction };
  /** Why the last action on one link failed, e.g. 'Failed to revoke demo URL'. */
  actionError?: { id: string; message: string };
  /** The order the links come in; with `onSortChange` the list offers 'Sort by'. */
  sort?: DemoUrlSort;
  onSortChange?: (sort: DemoUrlSort) => void;
  /** The page of the demo request that issued a link (its `lead_id`), e.g. (id) => `/admin/leads/${id}`. */
  leadHref?: (leadId: string) => string;
}

/** 'Active Demo URLs': every generated link, filterable by status, with its actions. */
export function DemoUrlList({
  demoUrls = [],
  loading,
  error,
  filter,
  defaultFilter = 'all',
  onFilterChange,
  onRevoke,
  onExtend,
  pending,
  actionError,
  sort = 'created',
  onSortChange,
  leadHref,
}: DemoUrlListProps) {
  const now = useNow();
  const headingId = useId();
  const [ownFilter, setOwnFilter] = useState(defaultFilter);
  const current = filter ?? ownFilter;
  const shown = demoUrls.filter((link) => matchesDemoUrlFilter(link, current, now));

  const changeFilter = (next: DemoUrlFilter) => {
    setOwnFilter(next);
    onFilterChange?.(next);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level="2" size="4" id={headingId}>
        Active Demo URLs
      </Heading>
      <AdminListState
        loading={loading}
        loadingText="Loading demo URLs..."
        error={error}
        empty={demoUrls.length === 0}
        emptyText="No demo URLs generated yet"
        emptyIcon={<LinkIcon />}
      >
        <div className={styles.controls}>
          <FilterChips label="Filter demo URLs by status" options={filterOptions} value={current} onChange={changeFilter} />
          {onSortChange ? (
            <div className={styles.sort}>
              <Select label="Sort by" options={sortOptions} value={sort} onChange={(event) => onSortChange(event.target.value as DemoUrlSort)} />
            </div>
          ) : null}
        </div>
        <VisuallyHidden>
          <span role="status">{`Showing ${shown.length} of ${demoUrls.length} demo URLs`}</span>
        </VisuallyHidden>
        {shown.length === 0 ? (
          <EmptyState title="No demo URLs match this filter" />
        ) : (
          <ul className={styles.list}>
            {shown.map((link) => (
              <li key={link.id}>
                <DemoUrlRow
                  demoUrl={link}
                  pendingAction={pending?.id === link.id ? pending.action : undefined}
                  error={actionError?.id === link.id ? actionError.message : undefined}
                  onRevoke={() => onRevoke(link.id)}
                  onExtend={(expiresIn) => onExtend(link.id, expiresIn)}
                  leadHref={link.lead_id && leadHref ? leadHref(link.lead_id) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </section>
  );
}
