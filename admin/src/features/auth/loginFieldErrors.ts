import type { LoginFieldErrors, LoginFormValues } from '@fleet/ui/components/LoginForm/LoginForm.tsx';

const loginFieldMessages = { email: 'Email is required', password: 'Password is required' } as const;

/** E-mail and password are both required. */
export function loginFieldErrors({ email, password }: LoginFormValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = loginFieldMessages.email;
  if (!password) errors.password = loginFieldMessages.password;
  return errors;
}
