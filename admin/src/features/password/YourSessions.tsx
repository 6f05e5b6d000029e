import { SessionList } from '@fleet/ui/components/SessionList/SessionList.tsx';
import { useEndSessionMutation } from '../../data/sessions/useEndSessionMutation.ts';
import { useSessionsQuery } from '../../data/sessions/useSessionsQuery.ts';

/** 'Your sessions' on the Change Password page: where the account is signed in, each one signed out at will. */
export function YourSessions() {
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();
  return (
    <SessionList
      sessions={sessions.data}
      loading={sessions.isPending}
      error={sessions.isError ? sessions.error.message : undefined}
      onEnd={(id) => end.mutate(id)}
      onEndOthers={() => end.mutate('others')}
      pending={end.isPending ? end.variables : undefined}
      actionError={end.isError ? end.error.message : undefined}
    />
  );
}
