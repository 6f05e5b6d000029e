// Exports of the adminForms batch; packages/ui/src/index.ts re-exports this file.
export { LoginForm, emptyLoginFormValues, type LoginFieldErrors, type LoginFormProps, type LoginFormValues } from '../components/LoginForm/LoginForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from '../components/ChangePasswordForm/ChangePasswordForm';
export {
  canChangePassword,
  changePasswordMessages,
  emptyChangePasswordValues,
  type ChangePasswordValues,
} from '../components/ChangePasswordForm/changePasswordValues';
export { PasswordChecklist, type PasswordChecklistProps } from '../components/ChangePasswordForm/PasswordChecklist';
export { InviteManagerDialog, type InviteManagerDialogProps } from '../components/InviteManagerDialog/InviteManagerDialog';
export {
  emptyInviteManagerValues,
  isManagerRole,
  type InviteManagerFieldErrors,
  type InviteManagerValues,
} from '../components/InviteManagerDialog/inviteManagerValues';
