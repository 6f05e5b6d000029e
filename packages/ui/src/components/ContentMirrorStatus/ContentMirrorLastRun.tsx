import type { ContentSyncRun } from '@fleet/api-client';
import { timeFromNow } from '@fleet/rules';
import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon } from '../../icons/icons.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import * as styles from './ContentMirrorStatus.css';
import { changeSummary, dueFromNow, failureTitle, formatSyncTime, syncResultLabels } from './contentMirror.ts';

export interface ContentMirrorLastRunProps {
  run: ContentSyncRun;
  /** A sync is under way: when the next one is due means nothing until it ends. */
  running: boolean;
  /** Failed syncs in a row, this one included. */
  failures: number;
  /** When the mirror last took in what the source had; the blog keeps showing that. */
  lastSuccessAt: string | null;
  nextAttemptAt: string | null;
  now: Date;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** The last sync's time, result, kind and changes; on failure why, how often in a row, and when it is tried again. */
export function ContentMirrorLastRun({ run, running, failures, lastSuccessAt, nextAttemptAt, now }: ContentMirrorLastRunProps) {
  const failed = run.result === 'failed';
  const next = nextAttemptAt && !running ? nextAttemptAt : null;
  return (
    <>
      <dl className={styles.facts}>
        <Fact label="Last sync">
          {formatSyncTime(run.finished_at)}
          <span className={styles.factNote}>{timeFromNow(run.finished_at, now)}</span>
        </Fact>
        <Fact label="Result">
          <Badge tone={failed ? 'critical' : 'positive'} size="sm" icon={failed ? <AlertIcon /> : <CheckCircleIcon />}>
            {syncResultLabels[run.result]}
          </Badge>
        </Fact>
        <Fact label="Kind">{run.full ? 'Full import' : 'Incremental'}</Fact>
        <Fact label="Changes">{changeSummary(run)}</Fact>
        {next && !failed ? (
          <Fact label="Next sync">
            {formatSyncTime(next)}
            <span className={styles.factNote}>{dueFromNow(next, now)}</span>
          </Fact>
        ) : null}
      </dl>
      {failed ? (
        <InlineMessage tone="error" title={failureTitle(failures)}>
          <div className={styles.message}>
            <p className={styles.errorText}>{run.error ?? 'The server gave no reason.'}</p>
            {next ? <p className={styles.messageLine}>{`Next attempt ${formatSyncTime(next)} (${dueFromNow(next, now)}).`}</p> : null}
            <p className={styles.messageLine}>
              {lastSuccessAt ? `The blog keeps showing what was synced ${formatSyncTime(lastSuccessAt)}.` : 'Nothing has been mirrored yet.'}
            </p>
          </div>
        </InlineMessage>
      ) : null}
    </>
  );
}
