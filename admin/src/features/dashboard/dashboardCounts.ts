import type { DemoUrl, Manager } from '@fleet/api-client';
import { isExpiringSoon } from '@fleet/rules';
import { demoUrlDisplayStatus } from '@fleet/ui/components/DemoUrlRow/demoUrl.ts';

/** The dashboard's counters: links clients can open now, the team that can sign in, and links about to run out. */
export function dashboardCounts(demoUrls: readonly DemoUrl[], managers: readonly Manager[], now: Date) {
  return {
    activeDemoUrls: demoUrls.filter((link) => demoUrlDisplayStatus(link, now) === 'active').length,
    activeManagers: managers.filter((manager) => manager.status === 'active').length,
    expiringSoon: demoUrls.filter((link) => isExpiringSoon(link, now)).length,
  };
}
