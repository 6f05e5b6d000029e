import { AdminPageHeader } from '@fleet/ui/components/AdminPageHeader/AdminPageHeader.tsx';
import { ChangePasswordForm } from '@fleet/ui/components/ChangePasswordForm/ChangePasswordForm.tsx';
import { changePasswordMessages, emptyChangePasswordValues } from '@fleet/ui/components/ChangePasswordForm/changePasswordValues.ts';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { useChangePasswordMutation } from '../../data/password/useChangePasswordMutation.ts';
import { useSignOutMutation } from '../../data/session/useSignOutMutation.ts';
import { useSignedInManager } from '../../layout/useSignedInManager.ts';
import { TwoStepSection } from './TwoStepSection.tsx';
import { YourSessions } from './YourSessions.tsx';

/** How long 'Password changed successfully. Signing out...' shows before the sign-out. */
const signOutDelayMs = 2000;

/** Change Password: on success the notice shows, the fields clear, and 2 s later the person is signed out and sent to /admin. */
export function ChangePasswordPage() {
  const titleId = useId();
  const navigate = useNavigate();
  const { must_change_password: required, mfa_setup_required: twoStepRequired } = useSignedInManager();
  const change = useChangePasswordMutation();
  const signOut = useSignOutMutation();
  // The form checks the new password itself; the server's refusal is the form's error.
  const form = useFormFields({ emptyValues: emptyChangePasswordValues });
  const { isSuccess } = change;
  const { mutate: endSession } = signOut;

  useEffect(() => {
    if (!isSuccess) return;
    const timer = window.setTimeout(() => endSession(undefined, { onSettled: () => navigate(adminPaths.signIn, { replace: true }) }), signOutDelayMs);
    return () => window.clearTimeout(timer);
  }, [isSuccess, endSession, navigate]);

  return (
    <>
      <AdminPageHeader
        title="Change Password"
        titleId={titleId}
        description={
          required
            ? 'Your password was set for you. Choose your own before going on; you will be signed out afterwards.'
            : twoStepRequired
              ? 'Your team requires two-step verification: set it up below to go on.'
              : 'Choose a new password for your account. You will be signed out afterwards.'
        }
      />
      <ChangePasswordForm
        aria-labelledby={titleId}
        values={form.values}
        errors={form.errors}
        onChange={(field, value) => {
          if (change.isError) change.reset();
          form.onChange(field, value);
        }}
        submitting={change.isPending}
        success={isSuccess}
        error={change.isError ? change.error.message || changePasswordMessages.fallbackError : undefined}
        onSubmit={({ currentPassword, newPassword }) => change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() })}
      />
      {/* A password someone else set opens nothing else on the server; a missing second factor the team requires, only its setup. */}
      {required || isSuccess ? null : <TwoStepSection required={twoStepRequired} />}
      {required || twoStepRequired || isSuccess ? null : <YourSessions />}
    </>
  );
}
