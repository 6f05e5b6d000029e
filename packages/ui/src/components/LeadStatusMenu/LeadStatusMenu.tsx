import { type LeadStatus, leadStatuses } from '@fleet/api-client';
import { ChevronDownIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu, DropdownMenuLabel, DropdownMenuTrigger } from '../DropdownMenu/DropdownMenu.tsx';
import { DropdownMenuContent } from '../DropdownMenu/DropdownMenuContent.tsx';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../DropdownMenu/DropdownMenuRadioItem.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { LeadStatusBadge } from '../LeadStatusBadge/LeadStatusBadge.tsx';
import { leadStatusLabels } from '../LeadStatusBadge/leadStatus.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LeadStatusMenu.css';

const isLeadStatus = (value: string): value is LeadStatus => (leadStatuses as readonly string[]).includes(value);

export interface LeadStatusMenuProps {
  status: LeadStatus;
  /** Called with the status picked, only when it differs from the current one. */
  onChange: (status: LeadStatus) => void;
  /** The new status is being saved: the button reads 'Saving...' and waits. */
  saving?: boolean;
  /** Why the last change failed, e.g. 'Failed to change the status'. */
  error?: string;
}

/** A lead's status with 'Change Status': a menu of the five statuses, the current one ticked. */
export function LeadStatusMenu({ status, onChange, saving = false, error }: LeadStatusMenuProps) {
  return (
    <div className={styles.root}>
      <div className={styles.current}>
        <LeadStatusBadge status={status} />
        <DropdownMenu>
          <DropdownMenuTrigger>
            <Button tone="secondary" size="sm" loading={saving} icon={<ChevronDownIcon size={16} />}>
              {saving ? 'Saving...' : 'Change Status'}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Status</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={status}
              onValueChange={(value) => {
                if (isLeadStatus(value) && value !== status) onChange(value);
              }}
            >
              {leadStatuses.map((option) => (
                <DropdownMenuRadioItem key={option} value={option}>
                  {leadStatusLabels[option]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        {/* Always in the page, so the saving notice is announced when it appears. */}
        <VisuallyHidden>
          <span role="status">{saving ? 'Saving the status...' : ''}</span>
        </VisuallyHidden>
      </div>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
    </div>
  );
}
