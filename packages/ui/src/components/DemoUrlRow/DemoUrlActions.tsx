import { type CopyStatus, useCopyStatus } from '../../hooks/useCopyStatus.ts';
import { CheckIcon, ChevronDownIcon, CopyIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu, DropdownMenuTrigger } from '../DropdownMenu/DropdownMenu.tsx';
import { DropdownMenuContent } from '../DropdownMenu/DropdownMenuContent.tsx';
import { DropdownMenuItem } from '../DropdownMenu/DropdownMenuItem.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { actions } from './DemoUrlRow.css';
import { type DemoUrlExtension, demoUrlExtensions, extensionLabel } from './demoUrl.ts';

export const demoUrlRowActions = ['revoke', 'extend'] as const;
export type DemoUrlRowAction = (typeof demoUrlRowActions)[number];

const copyLabels: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied!', error: 'Copy failed' };

export interface DemoUrlActionsProps {
  url: string;
  /** Names which link each button acts on, for people who move between buttons without the row around them. */
  clientEmail: string;
  copyStatus?: CopyStatus;
  pendingAction?: DemoUrlRowAction;
  onRevoke?: () => void;
  onExtend?: (expiresIn: DemoUrlExtension) => void;
}

/** Copy, Extend and Revoke for one demo URL. */
export function DemoUrlActions({ url, clientEmail, copyStatus, pendingAction, onRevoke, onExtend }: DemoUrlActionsProps) {
  const { status, copy } = useCopyStatus(copyStatus);
  const busy = pendingAction !== undefined;
  const context = <VisuallyHidden> link for {clientEmail}</VisuallyHidden>;

  return (
    <div className={actions}>
      <Button tone="secondary" size="sm" icon={status === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />} onClick={() => copy(url)}>
        {copyLabels[status]}
        {status === 'idle' ? context : null}
      </Button>
      <VisuallyHidden>
        <span role="status">{status === 'idle' ? '' : copyLabels[status]}</span>
      </VisuallyHidden>
      {onExtend ? (
        <DropdownMenu>
          <DropdownMenuTrigger>
            <Button tone="secondary" size="sm" loading={pendingAction === 'extend'} disabled={busy} icon={<ChevronDownIcon size={16} />}>
              {pendingAction === 'extend' ? 'Extending...' : 'Extend'}
              {context}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {demoUrlExtensions.map((extension) => (
              <DropdownMenuItem key={extension} onSelect={() => onExtend(extension)}>
                {extensionLabel(extension)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {onRevoke ? (
        <Button tone="critical" size="sm" loading={pendingAction === 'revoke'} disabled={busy} onClick={onRevoke}>
          {pendingAction === 'revoke' ? 'Revoking...' : 'Revoke'}
          {context}
        </Button>
      ) : null}
    </div>
  );
}
