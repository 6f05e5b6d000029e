import { ContentMirrorStatus } from '@fleet/ui/components/ContentMirrorStatus/ContentMirrorStatus.tsx';
import { useContentSyncQuery } from '../../data/contentSync/useContentSyncQuery.ts';

/** The dashboard's 'Content Sync' panel: how the WordPress mirror stands. Super admins only; nobody else asks for it. */
export function ContentSyncPanel({ isSuper }: { isSuper: boolean }) {
  const sync = useContentSyncQuery({ enabled: isSuper });
  if (!isSuper) return null;
  return <ContentMirrorStatus status={sync.data} loading={sync.isPending} error={sync.isError ? sync.error.message : undefined} />;
}
