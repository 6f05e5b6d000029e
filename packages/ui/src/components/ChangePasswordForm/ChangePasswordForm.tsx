import { meetsPasswordRules } from '@fleet/rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import * as styles from './ChangePasswordForm.css';
import { type ChangePasswordValues, canChangePassword, changePasswordMessages } from './changePasswordValues.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

/** `errors` come on top of the form's own live checks (unmet rules, a mismatched confirmation), which win. */
export interface ChangePasswordFormProps extends FormFieldsProps<ChangePasswordValues> {
  onSubmit: (values: ChangePasswordValues) => void;
  /** The request is running: the button reads 'Changing...' and is disabled. */
  submitting?: boolean;
  /** The server's message, or 'An error occurred'; announced as an alert. */
  error?: string;
  /** Shows 'Password changed successfully. Signing out...'; the app clears the fields and signs out. */
  success?: boolean;
  /** Shows the form as while the new password has focus: checklist open, no unmet-rules message (stories, screenshots). */
  checklistOpen?: boolean;
  /** Names the form after the page's heading. */
  'aria-labelledby'?: string;
}

/** The Change Password form: current, new and confirmed password, with the live requirements checklist. */
export function ChangePasswordForm({
  values,
  errors,
  onChange,
  onSubmit,
  submitting = false,
  error,
  success = false,
  checklistOpen = false,
  'aria-labelledby': labelledBy,
}: ChangePasswordFormProps) {
  const checklistId = useId();
  const [focused, setFocused] = useState<'new' | 'confirm' | null>(null);
  const { newPassword, confirmPassword } = values;

  const newFocused = checklistOpen || focused === 'new';
  const showChecklist = newFocused || newPassword !== '';
  // Said once the person leaves the field, not while they are still typing their first characters.
  const rulesUnmet = newPassword !== '' && !newFocused && !meetsPasswordRules(newPassword);
  // A confirmation still being typed towards the new password is not a mismatch yet.
  const stillTyping = focused === 'confirm' && newPassword.startsWith(confirmPassword);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword && !stillTyping;
  const canSubmit = canChangePassword(values) && !submitting;

  const shownErrors = {
    ...errors,
    newPassword: rulesUnmet ? changePasswordMessages.rulesUnmet : errors.newPassword,
    confirmPassword: mismatch ? changePasswordMessages.mismatch : errors.confirmPassword,
  };
  const bind = bindField({ values, errors: shownErrors, onChange });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(values);
  };

  return (
    <div className={styles.card}>
      <Card>
        <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
          {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
          {success ? <InlineMessage tone="success">{changePasswordMessages.success}</InlineMessage> : null}
          <PasswordField label="Current password" autoComplete="current-password" required {...bind('currentPassword')} />
          <div className={styles.newPassword}>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              aria-describedby={checklistId}
              {...bind('newPassword')}
              onFocus={() => setFocused('new')}
              onBlur={() => setFocused(null)}
            />
            <PasswordChecklist id={checklistId} password={newPassword} visible={showChecklist} />
          </div>
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...bind('confirmPassword')}
            onFocus={() => setFocused('confirm')}
            onBlur={() => setFocused(null)}
          />
          <Button type="submit" loading={submitting} disabled={!canSubmit}>
            {submitting ? 'Changing...' : 'Change Password'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
