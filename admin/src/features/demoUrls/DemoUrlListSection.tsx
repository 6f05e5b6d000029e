import { DemoUrlList } from '@fleet/ui/components/DemoUrlList/DemoUrlList.tsx';
import type { DemoUrlFilter } from '@fleet/ui/components/DemoUrlList/demoUrlFilters.ts';
import { useState } from 'react';
import { leadPath } from '../../adminPaths.ts';
import { useDemoUrlActionMutation } from '../../data/demoUrls/useDemoUrlActions.ts';
import { useDemoUrlsQuery } from '../../data/demoUrls/useDemoUrlsQuery.ts';
import { useDemoUrlSort } from './useDemoUrlSort.ts';
import { useScrollToHash } from './useScrollToHash.ts';

const demoUrlListMessages = { loadFailed: 'Failed to load demo URLs' } as const;

/**
 * 'Active Demo URLs': the list in the order the address asks for (`?sort=last_opened`), its status filter, revoke and
 * extend on each link, and each website request's lead. A lead's 'View in Demo URLs' comes with the link's anchor: the
 * list scrolls to that row once it has loaded.
 */
export function DemoUrlListSection() {
  const [sort, setSort] = useDemoUrlSort();
  const demoUrls = useDemoUrlsQuery(sort);
  const action = useDemoUrlActionMutation();
  const [filter, setFilter] = useState<DemoUrlFilter>('all');
  const running = action.isPending ? action.variables : undefined;
  const failed = action.isError ? action.variables : undefined;
  useScrollToHash(demoUrls.isSuccess);

  return (
    <DemoUrlList
      demoUrls={demoUrls.data}
      loading={demoUrls.isPending}
      error={demoUrls.isError ? demoUrlListMessages.loadFailed : undefined}
      filter={filter}
      onFilterChange={setFilter}
      sort={sort}
      onSortChange={setSort}
      leadHref={leadPath}
      onRevoke={(id) => action.mutate({ action: 'revoke', id })}
      onExtend={(id, expiresIn) => action.mutate({ action: 'extend', id, expiresIn })}
      pending={running ? { id: running.id, action: running.action } : undefined}
      actionError={failed && action.error ? { id: failed.id, message: action.error.message } : undefined}
    />
  );
}
