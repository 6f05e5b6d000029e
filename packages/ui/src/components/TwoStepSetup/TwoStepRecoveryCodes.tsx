import { type CopyStatus, useCopyStatus } from '../../hooks/useCopyStatus.ts';
import { CheckIcon, CopyIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './TwoStepRecoveryCodes.css';
import { buttons, stack } from './TwoStepSetup.css';

const copyLabels: Record<CopyStatus, string> = { idle: 'Copy Codes', copied: 'Copied!', error: 'Copy failed' };

export interface TwoStepRecoveryCodesProps {
  codes: readonly string[];
  /** Pins the copy notice (stories, screenshots); without it the button runs its own 2 s notice. */
  copyStatus?: CopyStatus;
  onDone: () => void;
}

/** Just turned on: the recovery codes, shown this once, to copy or write down. */
export function TwoStepRecoveryCodes({ codes, copyStatus, onDone }: TwoStepRecoveryCodesProps) {
  const { status, copy } = useCopyStatus(copyStatus);
  return (
    <div className={stack}>
      <InlineMessage tone="success">Two-step verification is on.</InlineMessage>
      <Text>Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.</Text>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={buttons}>
        <Button tone="secondary" icon={status === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />} onClick={() => copy(codes.join('\n'))}>
          {copyLabels[status]}
        </Button>
        <VisuallyHidden>
          <span role="status">{status === 'idle' ? '' : copyLabels[status]}</span>
        </VisuallyHidden>
        <Button onClick={onDone}>I Have Saved These Codes</Button>
      </div>
    </div>
  );
}
