import { emptyLoginCodeFormValues, emptyLoginFormValues, LoginCodeForm, type LoginCodeMode, LoginForm, useFormFields } from '@fleet/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type SignInOutcome, useSignInMutation, useSignInWithCodeMutation } from '../../data/session/useSignInMutation.ts';
import { codeFieldErrors } from './codeFieldErrors.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { loginFieldErrors } from './loginFieldErrors.ts';
import { pathAfterSignIn } from './pathAfterSignIn.ts';
import type { LoginLocationState } from './sessionEnded.ts';

/**
 * /admin and /admin/login: 'Admin Login', then for an account with two-step verification the code step,
 * then the dashboard (or first Change Password, while the account is not set up).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignInMutation();
  const signInWithCode = useSignInWithCodeMutation();
  const form = useFormFields({ emptyValues: emptyLoginFormValues, validate: loginFieldErrors });
  const codeForm = useFormFields({ emptyValues: emptyLoginCodeFormValues, validate: codeFieldErrors });
  const [mfaToken, setMfaToken] = useState<string>();
  const [mode, setMode] = useState<LoginCodeMode>('authenticator');
  const notice = (location.state as LoginLocationState | null)?.notice;

  const backToPassword = () => {
    setMfaToken(undefined);
    codeForm.reset();
    signIn.reset();
    signInWithCode.reset();
    setMode('authenticator');
  };

  if (mfaToken) {
    return (
      <LoginCodeForm
        values={codeForm.values}
        errors={codeForm.errors}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          codeForm.reset();
          signInWithCode.reset();
        }}
        onCancel={backToPassword}
        submitting={signInWithCode.isPending}
        error={signInWithCode.isError ? loginErrorMessage(signInWithCode.error) : undefined}
        onChange={codeForm.onChange}
        onSubmit={(submitted) => {
          if (!codeForm.isValid(submitted)) return;
          // The password goes again: when the first step was held back by the throttle, it is checked here.
          signInWithCode.mutate(
            { mfa_token: mfaToken, code: submitted.code.trim(), password: form.values.password },
            { onSuccess: (manager) => navigate(pathAfterSignIn(manager), { replace: true }) },
          );
        }}
      />
    );
  }

  return (
    <LoginForm
      values={form.values}
      errors={form.errors}
      submitting={signIn.isPending}
      error={signIn.isError ? loginErrorMessage(signIn.error) : notice}
      onChange={form.onChange}
      onSubmit={(submitted) => {
        if (!form.isValid(submitted)) return;
        signIn.mutate(submitted, {
          onSuccess: (outcome: SignInOutcome) => {
            if (outcome.kind === 'code') setMfaToken(outcome.mfaToken);
            else navigate(pathAfterSignIn(outcome.manager), { replace: true });
          },
        });
      }}
    />
  );
}
