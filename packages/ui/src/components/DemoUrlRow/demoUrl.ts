import type { DemoUrl as ApiDemoUrl, DemoUrlStatus } from '@fleet/api-client';
import { expiryLabel, formatNumber } from '@fleet/rules';

/** How much longer a link can be made to last from its row. */
export const demoUrlExtensions = ['1d', '7d', '30d'] as const;
export type DemoUrlExtension = (typeof demoUrlExtensions)[number];

/** A demo URL as the admin list shows it: the contract's DemoUrl, the fields its row reads. */
export type DemoUrl = Omit<ApiDemoUrl, 'created_at'>;

/** The id of a link's row in the list, so another page can point at it (`/admin/demo-urls#demo-url-…`). */
export const demoUrlAnchor = (id: string) => `demo-url-${id}`;

/** The status a person should see: a link whose time has run out reads as expired even before the server says so. */
export function demoUrlDisplayStatus(link: Pick<DemoUrl, 'status' | 'expires_at'>, now: Date): DemoUrlStatus {
  if (link.status !== 'active') return link.status;
  return expiryLabel(new Date(link.expires_at), now).tone === 'expired' ? 'expired' : 'active';
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 18', with the year only when it is not this year's. */
export function formatShortDate(iso: string, now: Date): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? shortDate : longDate).format(date);
}

/** 'Opened 3 times · first Nov 18, last Nov 20', 'Opened once · Nov 18' or 'Not opened yet'. */
export function openSummary(link: Pick<DemoUrl, 'open_count' | 'first_opened_at' | 'last_opened_at'>, now: Date): string {
  const { open_count: count, first_opened_at: first, last_opened_at: last } = link;
  if (count < 1 || !first) return 'Not opened yet';
  if (count === 1) return `Opened once · ${formatShortDate(first, now)}`;
  return `Opened ${formatNumber(count)} times · first ${formatShortDate(first, now)}, last ${formatShortDate(last ?? first, now)}`;
}

/** '+1 day', '+7 days'. */
export function extensionLabel(extension: DemoUrlExtension): string {
  const days = Number.parseInt(extension, 10);
  return days === 1 ? '+1 day' : `+${days} days`;
}
