import { adminPaths, emptyLoginFormValues, LoginForm } from '@fleet/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../../data/session/useSignInMutation';
import { useAdminForm } from '../useAdminForm';
import { loginErrorMessage } from './loginErrorMessage';
import { loginFieldErrors } from './loginFieldErrors';
import type { LoginLocationState } from './sessionEnded';

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
