import { Button } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import type { LeadPerson } from '../LeadList/lead.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LeadDetail.css';

export interface LeadOwnerProps {
  owner: LeadPerson | null;
  /** The manager looking at the lead. */
  viewerId: string;
  /** Assigns the lead to the viewer; not offered when it is already theirs. */
  onTake: () => void;
  taking?: boolean;
  /** Why taking it failed, e.g. 'Failed to take the lead'. */
  error?: string;
}

/** Who has the lead ('Unassigned' when nobody), and 'Take Lead' for anyone else. */
export function LeadOwner({ owner, viewerId, onTake, taking = false, error }: LeadOwnerProps) {
  const mine = owner?.id === viewerId;
  return (
    <>
      <span className={styles.valueLine}>
        {owner ? `${owner.name}${mine ? ' (you)' : ''}` : 'Unassigned'}
        {mine ? null : (
          <Button tone="secondary" size="sm" loading={taking} onClick={onTake}>
            {taking ? 'Taking...' : 'Take Lead'}
          </Button>
        )}
      </span>
      {/* Always in the page, so the notice is announced when it appears. */}
      <VisuallyHidden>
        <span role="status">{taking ? 'Taking the lead...' : ''}</span>
      </VisuallyHidden>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
    </>
  );
}
