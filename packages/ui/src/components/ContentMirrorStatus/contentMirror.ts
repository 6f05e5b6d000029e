import type { ContentSyncRun, ContentSyncStatus } from '@fleet/api-client';
import { formatNumber, timeFromNow } from '@fleet/rules';

/** The mirror of the WordPress site as the panel shows it: the contract's ContentSyncStatus, less what only the next sync reads. */
export type ContentMirror = Omit<ContentSyncStatus, 'last_modified_gmt'>;

export const syncResultLabels = { ok: 'Synced', failed: 'Failed' } as const satisfies Record<ContentSyncRun['result'], string>;

/** What the content tables hold, in the order the panel lists them. */
export const mirroredLabels = {
  posts: 'Posts',
  categories: 'Categories',
  tags: 'Tags',
  authors: 'Authors',
  media: 'Media',
} as const satisfies Record<keyof ContentSyncStatus['mirrored'], string>;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 21, 2026, 9:48 AM', as the other admin lists write a moment. */
export const formatSyncTime = (iso: string) => when.format(new Date(iso));

/** When something is due: 'in 5 minutes', or 'due now' once that moment has passed. */
export const dueFromNow = (iso: string, now: Date) => (new Date(iso).getTime() <= now.getTime() ? 'due now' : timeFromNow(iso, now));

/** 'every 5 minutes', 'every hour', 'every 90 seconds'. */
export function everyLabel(seconds: number): string {
  const [unit, size] = seconds % 3600 === 0 ? ['hour', 3600] : seconds % 60 === 0 ? ['minute', 60] : ['second', 1];
  const count = seconds / size;
  return count === 1 ? `every ${unit}` : `every ${formatNumber(count)} ${unit}s`;
}

/** '3 added · 12 updated · 1 removed', or 'No changes'. */
export function changeSummary({ added, updated, removed }: Pick<ContentSyncRun, 'added' | 'updated' | 'removed'>): string {
  if (added + updated + removed === 0) return 'No changes';
  return `${formatNumber(added)} added · ${formatNumber(updated)} updated · ${formatNumber(removed)} removed`;
}

/** 'The last sync failed.' or 'The last 3 syncs failed in a row.' */
export function failureTitle(consecutiveFailures: number): string {
  return consecutiveFailures > 1 ? `The last ${formatNumber(consecutiveFailures)} syncs failed in a row.` : 'The last sync failed.';
}
