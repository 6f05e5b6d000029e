import { Card } from '../Card/Card.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './MfaRequirement.css';

export interface MfaRequirementProps {
  /** Whether the team requires two-step verification. */
  required: boolean;
  onChange: (required: boolean) => void;
  /** The change is being saved: the box waits, with a spinner. */
  pending?: boolean;
  /** Why the change failed, e.g. 'Failed to update the requirement'; announced as an alert. */
  error?: string;
  /** The current setting is not known yet: the box waits, with a spinner. */
  loading?: boolean;
}

/** The Sales Managers page's switch for requiring two-step verification of the whole team. */
export function MfaRequirement({ required, onChange, pending = false, error, loading = false }: MfaRequirementProps) {
  const busyText = loading ? 'Loading the requirement...' : pending ? 'Saving...' : undefined;
  return (
    <Card padding="md">
      <div className={styles.body}>
        <div className={styles.control}>
          <Checkbox
            label="Require two-step verification for everyone"
            hint="Managers without it are sent to set it up after their password."
            checked={required}
            disabled={pending || loading}
            onChange={(event) => onChange(event.target.checked)}
          />
          {/* Always in the page, so the text that appears in it is announced. */}
          <span role="status" className={styles.busy}>
            {busyText ? <Spinner size="sm" label={busyText} /> : null}
          </span>
        </div>
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      </div>
    </Card>
  );
}
