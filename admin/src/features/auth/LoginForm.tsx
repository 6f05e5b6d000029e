import { useState, type FormEvent } from 'react';
import type { SignInCredentials } from '../../data/session/useSignInMutation';

export interface LoginFormProps {
  pending: boolean;
  errorMessage: string | null;
  onSubmit: (credentials: SignInCredentials) => void;
}

export function LoginForm({ pending, errorMessage, onSubmit }: LoginFormProps) {
  const [passwordVisible, setPasswordVisible] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
  }

  return (
    <form onSubmit={handleSubmit}>
      {errorMessage && <p role="alert">{errorMessage}</p>}
      <div>
        <label htmlFor="login-email">Email</label>
        <input id="login-email" name="email" type="email" autoComplete="username" required />
      </div>
      <div>
        <label htmlFor="login-password">Password</label>
        <input
          id="login-password"
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          required
        />
        <button
          type="button"
          aria-pressed={passwordVisible}
          aria-controls="login-password"
          onClick={() => setPasswordVisible((visible) => !visible)}
        >
          {passwordVisible ? 'Hide password' : 'Show password'}
        </button>
      </div>
      <button type="submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
