import { formatNumber } from '@fleet/rules';
import { useId } from 'react';
import { useNow } from '../../providers/ClockProvider.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { ContentMirrorLastRun } from './ContentMirrorLastRun.tsx';
import * as styles from './ContentMirrorStatus.css';
import { type ContentMirror, dueFromNow, everyLabel, formatSyncTime, mirroredLabels } from './contentMirror.ts';

export interface ContentMirrorStatusProps {
  /** The answer of getContentSync. */
  status?: ContentMirror;
  loading?: boolean;
  /** Shown instead of the panel's body, e.g. 'Failed to load the content sync status'. */
  error?: string;
  /** The moment '12 minutes ago' and 'in 5 minutes' count from; the clock provider's when not given. */
  now?: Date;
}

/** The dashboard's panel for super admins: how the mirror of the WordPress site (CONTENT_SOURCE_URL) stands. */
export function ContentMirrorStatus({ status, loading, error, now }: ContentMirrorStatusProps) {
  const titleId = useId();
  const clock = useNow();
  const at = now ?? clock;
  return (
    <Card as="section" padding="md" aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading level="2" size="4" id={titleId}>
            Content Sync
          </Heading>
          {/* Always in the page, so 'Syncing now…' is announced when it appears. */}
          <span role="status" className={styles.running}>
            {status?.configured && status.running ? (
              <>
                <Spinner size="sm" />
                Syncing now…
              </>
            ) : null}
          </span>
        </div>
        <AdminListState
          loading={loading}
          loadingText="Loading the content sync status..."
          error={error}
          empty={status === undefined}
          emptyText="No content sync status"
        >
          {status ? <ContentMirrorBody status={status} now={at} /> : null}
        </AdminListState>
      </div>
    </Card>
  );
}

function ContentMirrorBody({ status, now }: { status: ContentMirror; now: Date }) {
  if (!status.configured) {
    return (
      <p className={styles.intro}>
        Nothing is synced: the blog shows its built-in posts. Set <code className={styles.code}>CONTENT_SOURCE_URL</code> to mirror a WordPress site.
      </p>
    );
  }
  const next = status.next_attempt_at;
  return (
    <>
      <p className={styles.intro}>
        {'Mirrors '}
        <code className={styles.code}>{status.source_url ?? 'the content source'}</code>
        {` ${everyLabel(status.interval_seconds)}.`}
        {status.push_enabled ? ' The WordPress site can also ask for a sync.' : null}
      </p>
      {status.last_run ? (
        <ContentMirrorLastRun
          run={status.last_run}
          running={status.running}
          failures={status.consecutive_failures}
          lastSuccessAt={status.last_success_at}
          nextAttemptAt={next}
          now={now}
        />
      ) : (
        <Text size="sm" tone="muted">
          {`Never synced yet.${next && !status.running ? ` The first sync is due ${formatSyncTime(next)} (${dueFromNow(next, now)}).` : ''}`}
        </Text>
      )}
      {status.last_run ? (
        <div className={styles.mirror}>
          <Text as="h3" size="sm" weight="semibold">
            In the mirror
          </Text>
          <dl className={styles.counts}>
            {(Object.keys(mirroredLabels) as (keyof typeof mirroredLabels)[]).map((kind) => (
              <div key={kind} className={styles.count}>
                <dt className={styles.factLabel}>{mirroredLabels[kind]}</dt>
                <dd className={styles.countValue}>{formatNumber(status.mirrored[kind])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </>
  );
}
