import { Badge } from '../Badge/Badge.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Text } from '../Text/Text.tsx';
import { stack, statusLine } from './TwoStepSetup.css';
import { fewRecoveryCodesLeft } from './twoStepSetupValues.ts';

export interface TwoStepOnProps {
  recoveryCodesLeft: number;
}

/** Already on: nothing to do here but keep an eye on the recovery codes. */
export function TwoStepOn({ recoveryCodesLeft }: TwoStepOnProps) {
  return (
    <div className={stack}>
      <div className={statusLine}>
        <Badge tone="positive" size="sm">
          On
        </Badge>
        <Text>Two-step verification is on.</Text>
      </div>
      <Text size="sm" tone="muted">{`Recovery codes left: ${recoveryCodesLeft}`}</Text>
      {/* This page makes no new codes; a super admin's reset is the way to a fresh set. */}
      {recoveryCodesLeft <= fewRecoveryCodesLeft ? (
        <InlineMessage tone="caution">Few recovery codes are left. Ask a super admin to reset two-step verification to get new ones.</InlineMessage>
      ) : null}
    </div>
  );
}
