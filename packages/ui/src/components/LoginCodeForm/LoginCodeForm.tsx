import { useId } from 'react';
import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FieldErrors, FormFieldsProps } from '../Field/formFieldsProps.ts';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { form } from '../LoginForm/LoginCard.css';
import { LoginCard } from '../LoginForm/LoginCard.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './LoginCodeForm.css';
import { type LoginCodeMode, loginCodeModeCopy } from './loginCodeModes.ts';

export interface LoginCodeFormValues {
  code: string;
}

/** E.g. { code: 'Code is required' }; the app decides the wording. */
export type LoginCodeFieldErrors = FieldErrors<keyof LoginCodeFormValues>;

export const emptyLoginCodeFormValues: LoginCodeFormValues = { code: '' };

export interface LoginCodeFormProps extends FormFieldsProps<LoginCodeFormValues> {
  onSubmit: (values: LoginCodeFormValues) => void;
  /** 'authenticator' (the default) asks for the app's 6-digit code, 'recovery' for a saved recovery code. */
  mode?: LoginCodeMode;
  onModeChange: (mode: LoginCodeMode) => void;
  /** 'Back to sign in': the app forgets the half-done sign-in and shows the password step again. */
  onCancel: () => void;
  /** The check is running: the button reads 'Verifying...' and is disabled. */
  submitting?: boolean;
  /** Why the code was refused, e.g. 'Invalid code'; announced as an alert. */
  error?: string;
}

/** The sign-in's second step for an account with two-step verification: a code from the app, or a recovery code. */
export function LoginCodeForm({
  values,
  errors,
  onChange,
  onSubmit,
  mode = 'authenticator',
  onModeChange,
  onCancel,
  submitting = false,
  error,
}: LoginCodeFormProps) {
  const headingId = useId();
  const introId = useId();
  const { formRef, handleSubmit } = useValidatedSubmit(values, onSubmit, submitting);
  const bind = bindField({ values, errors, onChange });
  const copy = loginCodeModeCopy[mode];

  return (
    <LoginCard>
      {/* The app owns validation so its messages are the product's own wording, not the browser's. */}
      <form ref={formRef} className={form} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Heading level="1" size="3" align="center" id={headingId}>
          Two-Step Verification
        </Heading>
        <Text id={introId} tone="muted" align="center">
          {copy.intro}
        </Text>
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        <TextField label={copy.label} required aria-describedby={introId} {...copy.input} {...bind('code')} />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Verifying...' : 'Verify'}
        </Button>
        <div className={styles.alternatives}>
          <Button tone="ghost" size="sm" disabled={submitting} onClick={() => onModeChange(mode === 'authenticator' ? 'recovery' : 'authenticator')}>
            {copy.switchLabel}
          </Button>
          <Button tone="ghost" size="sm" onClick={onCancel}>
            Back to sign in
          </Button>
        </div>
      </form>
    </LoginCard>
  );
}
