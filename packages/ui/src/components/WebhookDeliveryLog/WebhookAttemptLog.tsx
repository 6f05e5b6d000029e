import type { WebhookAttempt } from '@fleet/api-client';
import { Badge } from '../Badge/Badge.tsx';
import { formatLeadTime } from '../LeadList/lead.ts';
import * as styles from './WebhookDeliveryLog.css';
import { formatDuration } from './webhookDelivery.ts';

export interface WebhookAttemptLogProps {
  attempts: readonly WebhookAttempt[];
}

const answered = (code: number) => code >= 200 && code < 300;

/** Every try at one delivery, oldest first: when, what came back (or why nothing did), how long it took, and the answer's start. */
export function WebhookAttemptLog({ attempts }: WebhookAttemptLogProps) {
  return (
    <ol className={styles.attempts}>
      {attempts.map((attempt, index) => (
        <li key={attempt.at} className={styles.attempt}>
          <p className={styles.attemptLine}>
            <span className={styles.attemptNumber}>{`Attempt ${index + 1}`}</span>
            <span>{formatLeadTime(attempt.at)}</span>
            {attempt.status_code !== null ? (
              <Badge size="sm" tone={answered(attempt.status_code) ? 'positive' : 'critical'}>{`HTTP ${attempt.status_code}`}</Badge>
            ) : (
              <Badge size="sm" tone="critical">
                No Answer
              </Badge>
            )}
            <span>{formatDuration(attempt.duration_ms)}</span>
          </p>
          {attempt.error ? <p className={styles.attemptError}>{attempt.error}</p> : null}
          {attempt.excerpt ? (
            // Focusable, so a keyboard can scroll an answer taller than its box.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region has to be reachable from the keyboard.
            <pre className={styles.excerpt} tabIndex={0}>
              {attempt.excerpt}
            </pre>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
