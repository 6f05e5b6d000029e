import type { ManagerSession } from '@fleet/api-client';
import { useId } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { describeBrowser } from './describeBrowser.ts';
import * as styles from './SessionList.css';

export interface SessionListProps {
  /** The `current` one is this page's: it is not offered for signing out here (Sign out does that). */
  sessions?: readonly ManagerSession[];
  loading?: boolean;
  /** Shown instead of the list, e.g. 'Failed to load your sessions'. */
  error?: string;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
  /** What is being signed out: one session's id, or 'others'; its button shows a spinner. */
  pending?: string;
  /** Why the last sign-out failed. */
  actionError?: string;
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatted = (iso: string) => when.format(new Date(iso));

/** 'Your sessions': where the account is signed in, and a way to sign out any one of them, or all the others. */
export function SessionList({ sessions = [], loading, error, onEnd, onEndOthers, pending, actionError }: SessionListProps) {
  const titleId = useId();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.header}>
        <Heading level="2" size="4" id={titleId}>
          Your sessions
        </Heading>
        {others > 0 ? (
          <Button tone="secondary" size="sm" loading={pending === 'others'} disabled={pending !== undefined} onClick={onEndOthers}>
            Sign out all other sessions
          </Button>
        ) : null}
      </div>
      <p className={styles.intro}>Where your account is signed in. Sign out any session you do not recognise, then change your password.</p>
      {actionError ? <InlineMessage tone="error">{actionError}</InlineMessage> : null}
      <AdminListState loading={loading} loadingText="Loading your sessions..." error={error} empty={sessions.length === 0} emptyText="No sessions">
        <ul className={styles.list} aria-labelledby={titleId}>
          {sessions.map((session) => {
            const device = describeBrowser(session.user_agent);
            return (
              <li key={session.id} className={styles.row}>
                <div>
                  <p className={styles.device}>
                    {device}
                    {session.current ? (
                      <Badge tone="info" size="sm">
                        This session
                      </Badge>
                    ) : null}
                  </p>
                  <p className={styles.details}>
                    {`${session.client_ip} · Signed in ${formatted(session.created_at)} · Last seen ${formatted(session.last_seen_at)}`}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    tone="secondary"
                    size="sm"
                    loading={pending === session.id}
                    disabled={pending !== undefined}
                    aria-label={`Sign out ${device} at ${session.client_ip}`}
                    onClick={() => onEnd(session.id)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </AdminListState>
    </section>
  );
}
