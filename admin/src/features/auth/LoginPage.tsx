import { adminPaths, emptyLoginFormValues, LoginForm } from '@fleet/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../../data/session/useSignInMutation.ts';
import { useAdminForm } from '../useAdminForm.ts';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { loginFieldErrors } from './loginFieldErrors.ts';
import type { LoginLocationState } from './sessionEnded.ts';

/** /admin and /admin/login: 'Admin Login', then the dashboard (or first Change Password, for a password someone else set). */
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
        // A password someone else set is replaced before anything else (see requireActiveManager).
        signIn.mutate(submitted, {
          onSuccess: (manager) => navigate(manager.must_change_password ? adminPaths.changePassword : adminPaths.dashboard, { replace: true }),
        });
      }}
    />
  );
}
