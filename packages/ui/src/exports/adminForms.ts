// Exports of the adminForms batch; packages/ui/src/index.ts re-exports this file.

export { ChangePasswordForm, type ChangePasswordFormProps } from '../components/ChangePasswordForm/ChangePasswordForm.tsx';
export {
  type ChangePasswordValues,
  canChangePassword,
  changePasswordMessages,
  emptyChangePasswordValues,
} from '../components/ChangePasswordForm/changePasswordValues.ts';
export { PasswordChecklist, type PasswordChecklistProps } from '../components/ChangePasswordForm/PasswordChecklist.tsx';
export { InviteManagerDialog, type InviteManagerDialogProps } from '../components/InviteManagerDialog/InviteManagerDialog.tsx';
export {
  emptyInviteManagerValues,
  type InviteManagerFieldErrors,
  type InviteManagerValues,
  isManagerRole,
} from '../components/InviteManagerDialog/inviteManagerValues.ts';
export { emptyLoginFormValues, type LoginFieldErrors, LoginForm, type LoginFormProps, type LoginFormValues } from '../components/LoginForm/LoginForm.tsx';
