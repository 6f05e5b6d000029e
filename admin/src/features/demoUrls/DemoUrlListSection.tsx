import { type DemoUrlFilter, DemoUrlList } from '@fleet/ui';
import { useState } from 'react';
import { useDemoUrlActionMutation } from '../../data/demoUrls/useDemoUrlActions.ts';
import { useDemoUrlsQuery } from '../../data/demoUrls/useDemoUrlsQuery.ts';

const demoUrlListMessages = { loadFailed: 'Failed to load demo URLs' } as const;

/** 'Active Demo URLs': the list, its status filter, and revoke and extend on each link. */
export function DemoUrlListSection() {
  const demoUrls = useDemoUrlsQuery();
  const action = useDemoUrlActionMutation();
  const [filter, setFilter] = useState<DemoUrlFilter>('all');
  const running = action.isPending ? action.variables : undefined;
  const failed = action.isError ? action.variables : undefined;

  return (
    <DemoUrlList
      demoUrls={demoUrls.data}
      loading={demoUrls.isPending}
      error={demoUrls.isError ? demoUrlListMessages.loadFailed : undefined}
      filter={filter}
      onFilterChange={setFilter}
      onRevoke={(id) => action.mutate({ action: 'revoke', id })}
      onExtend={(id, expiresIn) => action.mutate({ action: 'extend', id, expiresIn })}
      pending={running ? { id: running.id, action: running.action } : undefined}
      actionError={failed && action.error ? { id: failed.id, message: action.error.message } : undefined}
    />
  );
}
