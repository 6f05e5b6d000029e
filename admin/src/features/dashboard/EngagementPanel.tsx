import { EngagementList } from '@fleet/ui/components/EngagementList/EngagementList.tsx';
import { leadPath } from '../../adminPaths.ts';
import { useEngagementQuery } from '../../data/engagement/useEngagementQuery.ts';

/** The dashboard's 'Demo Link Opens': links opened in the last 7 days and the latest opens (every active manager). */
export function EngagementPanel() {
  const engagement = useEngagementQuery();
  return (
    <EngagementList
      openedLastWeek={engagement.data?.opened_last_7_days}
      opens={engagement.data?.recent_opens}
      leadHref={leadPath}
      loading={engagement.isPending}
      error={engagement.isError ? engagement.error.message : undefined}
    />
  );
}
