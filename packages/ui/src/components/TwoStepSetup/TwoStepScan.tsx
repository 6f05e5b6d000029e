import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { QrCode } from '../QrCode/QrCode.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { groupSecret } from './groupSecret.ts';
import * as styles from './TwoStepScan.css';
import { buttons } from './TwoStepSetup.css';
import type { TwoStepSetupValues } from './twoStepSetupValues.ts';

export interface TwoStepScanProps extends FormFieldsProps<TwoStepSetupValues> {
  secret: string;
  otpauthUri: string;
  error?: string;
  confirming: boolean;
  onConfirm: (values: TwoStepSetupValues) => void;
  onCancel: () => void;
}

/** Setting up: the new key as a QR code and as text, then the first code from the app to prove it is set. */
export function TwoStepScan({ secret, otpauthUri, values, errors, onChange, error, confirming, onConfirm, onCancel }: TwoStepScanProps) {
  const { formRef, handleSubmit } = useValidatedSubmit(values, onConfirm, confirming);
  const bind = bindField({ values, errors, onChange });

  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <div className={styles.stepBody}>
          <Text>Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).</Text>
          <QrCode value={otpauthUri} label="QR code for your authenticator app" />
          <Text size="sm" tone="muted">
            Or enter this key by hand:
          </Text>
          <p className={styles.secret}>{groupSecret(secret)}</p>
        </div>
      </li>
      <li className={styles.step}>
        <div className={styles.stepBody}>
          <Text>Enter the 6-digit code the app shows.</Text>
          {/* The app owns validation so its messages are the product's own wording, not the browser's. */}
          <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
            {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
            {/* Seven characters: the app may show the code as '123 456', and people type the space. */}
            <TextField label="Authentication code" autoComplete="one-time-code" inputMode="numeric" maxLength={7} required {...bind('code')} />
            <div className={buttons}>
              <Button type="submit" loading={confirming}>
                {confirming ? 'Turning on...' : 'Turn On'}
              </Button>
              <Button tone="secondary" disabled={confirming} onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </div>
      </li>
    </ol>
  );
}
