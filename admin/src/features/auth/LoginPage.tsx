import { emptyLoginCodeFormValues, LoginCodeForm } from '@fleet/ui/components/LoginCodeForm/LoginCodeForm.tsx';
import type { LoginCodeMode } from '@fleet/ui/components/LoginCodeForm/loginCodeModes.ts';
import { emptyLoginFormValues, LoginForm, type LoginFormValues } from '@fleet/ui/components/LoginForm/LoginForm.tsx';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useLayoutEffect, useState } from 'react';
import { type SignInOutcome, useSignInMutation, useSignInWithCodeMutation } from '../../data/session/useSignInMutation.ts';
import { codeFieldErrors } from './codeFieldErrors.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { loginFieldErrors } from './loginFieldErrors.ts';
import { pathAfterSignIn } from './pathAfterSignIn.ts';

export interface LoginPageProps {
  /** Why the person must sign in (again), shown above the form; a failed try's message takes its place. */
  notice?: string;
  /** Opens the page a new session starts on; sign-in reads as running until it settles. */
  onSignedIn: (path: string) => unknown;
  /**
   * What was typed into the build's copy of the page (sign-in.html) before the app took it over, read once it has: the
   * form starts empty, as that copy did, and then takes it in.
   */
  readTypedValues?: () => LoginFormValues;
}

/**
 * /admin and /admin/login: 'Admin Login', then for an account with two-step verification the code step,
 * then the dashboard (or first Change Password, while the account is not set up). It knows no router: the admin
 * may open on it before the router is loaded (layout/SignInRoot.tsx), or come back to it inside the router.
 */
export function LoginPage({ notice, onSignedIn, readTypedValues }: LoginPageProps) {
  const signIn = useSignInMutation();
  const signInWithCode = useSignInWithCodeMutation();
  const form = useFormFields({ emptyValues: emptyLoginFormValues, validate: loginFieldErrors });
  const codeForm = useFormFields({ emptyValues: emptyLoginCodeFormValues, validate: codeFieldErrors });
  const [mfaToken, setMfaToken] = useState<string>();
  const [mode, setMode] = useState<LoginCodeMode>('authenticator');

  // Before the browser paints the app's first render: anything typed up to the moment its handlers were attached.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes the page over.
  useLayoutEffect(() => {
    const typed = readTypedValues?.();
    if (!typed) return;
    for (const field of ['email', 'password'] as const) if (typed[field] !== '') form.onChange(field, typed[field]);
  }, []);

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
            { onSuccess: (manager) => onSignedIn(pathAfterSignIn(manager)) },
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
          onSuccess: (outcome: SignInOutcome) => (outcome.kind === 'code' ? setMfaToken(outcome.mfaToken) : onSignedIn(pathAfterSignIn(outcome.manager))),
        });
      }}
    />
  );
}
