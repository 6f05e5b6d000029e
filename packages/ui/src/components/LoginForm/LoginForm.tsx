import { useId } from 'react';
import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FieldErrors, FormFieldsProps } from '../Field/formFieldsProps.ts';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { form } from './LoginCard.css';
import { LoginCard } from './LoginCard.tsx';

export interface LoginFormValues {
  email: string;
  password: string;
}

/** Messages for empty fields, e.g. { email: 'Email is required' }; the app decides them. */
export type LoginFieldErrors = FieldErrors<keyof LoginFormValues>;

export const emptyLoginFormValues: LoginFormValues = { email: '', password: '' };

export interface LoginFormProps extends FormFieldsProps<LoginFormValues> {
  onSubmit: (values: LoginFormValues) => void;
  /** The sign-in request is running: the button reads 'Signing in...' and is disabled. */
  submitting?: boolean;
  /** Why sign-in failed, e.g. 'Invalid email or password'; announced as an alert. */
  error?: string;
}

/** The '/admin' login: a centred card with e-mail and password. The app validates, signs in and maps errors. */
export function LoginForm({ values, errors, onChange, onSubmit, submitting = false, error }: LoginFormProps) {
  const headingId = useId();
  const { formRef, handleSubmit } = useValidatedSubmit(values, onSubmit, submitting);
  const bind = bindField({ values, errors, onChange });

  return (
    <LoginCard>
      {/* The app owns validation so its messages are the product's own wording, not the browser's. POST: should the
          browser ever send the form itself (a page drawn before its script runs), the password stays out of the address. */}
      <form ref={formRef} method="post" className={form} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <Heading level="1" size="3" align="center" id={headingId}>
          Admin Login
        </Heading>
        {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
        {/* A text field, not type="email": HTML 5.2's autofill control groups (HTML_CodeSniffer applies them) give 'username' to
            text controls only, and 'username' is what password managers save and fill beside 'current-password' (and
            what the page's early script reads). inputMode keeps the phone's e-mail keyboard; the app checks the
            address, and the server trims it. */}
        <TextField
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          {...bind('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" required {...bind('password')} />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </LoginCard>
  );
}
