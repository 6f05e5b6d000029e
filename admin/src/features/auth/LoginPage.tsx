import { adminPaths, emptyLoginFormValues, LoginForm } from '@fleet/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../../data/session/useSignInMutation.ts';
import { useAdminForm } from '../useAdminForm.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { loginFieldErrors } from './loginFieldErrors.ts';
import type { LoginLocationState } from './sessionEnded.ts';

/** /admin and /admin/login: 'Admin Login', then the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignInMutation();
  const form = useAdminForm(emptyLoginFormValues, loginFieldErrors);
  const notice = (location.state as LoginLocationState | null)?.notice;

  return (
    <LoginForm
      values={form.values}
      fieldErrors={form.fieldErrors}
      submitting={signIn.isPending}
      error={signIn.isError ? loginErrorMessage(signIn.error) : notice}
      onChange={form.onChange}
      onSubmit={(submitted) => {
        if (!form.isValid(submitted)) return;
        signIn.mutate(submitted, { onSuccess: () => navigate(adminPaths.dashboard, { replace: true }) });
      }}
    />
  );
}
