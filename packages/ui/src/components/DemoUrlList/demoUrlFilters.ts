import { isExpiringSoon } from '@fleet/rules';
import { type DemoUrl, demoUrlDisplayStatus } from '../DemoUrlRow/demoUrl.ts';

export const demoUrlFilters = ['all', 'active', 'expiringSoon', 'expired', 'revoked'] as const;
export type DemoUrlFilter = (typeof demoUrlFilters)[number];

export const demoUrlFilterLabels = {
  all: 'All',
  active: 'Active',
  expiringSoon: 'Expiring soon',
  expired: 'Expired',
  revoked: 'Revoked',
} as const satisfies Record<DemoUrlFilter, string>;

/** Whether a link belongs under a filter chip; it agrees with the status badge the row shows. */
export function matchesDemoUrlFilter(link: DemoUrl, filter: DemoUrlFilter, now: Date): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'expiringSoon':
      return isExpiringSoon(link, now);
    default:
      return demoUrlDisplayStatus(link, now) === filter;
  }
}
