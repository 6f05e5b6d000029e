import { useId } from 'react';
import type { CopyStatus } from '../../hooks/useCopyStatus.ts';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Text } from '../Text/Text.tsx';
import { TwoStepOn } from './TwoStepOn.tsx';
import { TwoStepRecoveryCodes } from './TwoStepRecoveryCodes.tsx';
import { TwoStepScan } from './TwoStepScan.tsx';
import * as styles from './TwoStepSetup.css';
import type { TwoStepSetupState, TwoStepSetupStep, TwoStepSetupValues } from './twoStepSetupValues.ts';

export interface TwoStepSetupProps extends FormFieldsProps<TwoStepSetupValues> {
  state: TwoStepSetupState;
  /** The team requires two-step verification and this account has none yet: a notice says so until it is on. */
  required?: boolean;
  /** Why starting or confirming failed, e.g. 'Invalid code'; announced as an alert. */
  error?: string;
  /** 'Set Up' is running: the button reads 'Starting...' and is disabled. */
  starting?: boolean;
  /** 'Turn On' is running: the button reads 'Turning on...' and is disabled. */
  confirming?: boolean;
  /** Pins the recovery codes' copy notice (stories, screenshots). */
  copyStatus?: CopyStatus;
  onStart: () => void;
  onConfirm: (values: TwoStepSetupValues) => void;
  /** Drops the half-done setup; the account stays without two-step verification. */
  onCancel: () => void;
  /** After the recovery codes: 'I Have Saved These Codes'. */
  onDone: () => void;
}

// Once the codes show, the account has two-step verification: the requirement is met.
const stepsWithRequiredNotice: readonly TwoStepSetupStep[] = ['loading', 'off', 'scan'];

/** The account page's 'Two-Step Verification' section: its state, and the setup from the QR code to the recovery codes. */
export function TwoStepSetup({
  state,
  required = false,
  values,
  errors,
  onChange,
  error,
  starting = false,
  confirming = false,
  copyStatus,
  onStart,
  onConfirm,
  onCancel,
  onDone,
}: TwoStepSetupProps) {
  const titleId = useId();

  const body = () => {
    switch (state.step) {
      case 'off':
        return (
          <div className={styles.stack}>
            <Text>Two-step verification is off.</Text>
            {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
            <div className={styles.buttons}>
              <Button loading={starting} onClick={onStart}>
                {starting ? 'Starting...' : 'Set Up Two-Step Verification'}
              </Button>
            </div>
          </div>
        );
      case 'scan':
        return (
          <TwoStepScan
            secret={state.secret}
            otpauthUri={state.otpauth_uri}
            values={values}
            errors={errors}
            onChange={onChange}
            error={error}
            confirming={confirming}
            onConfirm={onConfirm}
            onCancel={onCancel}
          />
        );
      case 'recovery-codes':
        return <TwoStepRecoveryCodes codes={state.codes} copyStatus={copyStatus} onDone={onDone} />;
      case 'on':
        return <TwoStepOn recoveryCodesLeft={state.recovery_codes_left} />;
      default:
        return null;
    }
  };

  return (
    <div className={styles.card}>
      <Card as="section" aria-labelledby={titleId}>
        <div className={styles.stack}>
          <div className={styles.header}>
            <Heading level="2" size="4" id={titleId}>
              Two-Step Verification
            </Heading>
            <Text size="sm" tone="muted">
              Sign-in asks for a code from an authenticator app as well as your password.
            </Text>
          </div>
          {required && stepsWithRequiredNotice.includes(state.step) ? (
            <InlineMessage tone="caution">Your team requires two-step verification. Set it up to go on.</InlineMessage>
          ) : null}
          <AdminListState
            loading={state.step === 'loading'}
            loadingText="Loading two-step verification..."
            error={state.step === 'error' ? state.message : undefined}
            empty={false}
            emptyText={null}
          >
            {body()}
          </AdminListState>
        </div>
      </Card>
    </div>
  );
}
