// The adminForms components and what they take; packages/ui/src/index.ts re-exports this file.

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
export { LeadSettingsForm, type LeadSettingsFormProps } from '../components/LeadSettingsForm/LeadSettingsForm.tsx';
export {
  type IsoWeekday,
  isoWeekdays,
  type LeadAssignment,
  leadAssignmentLabels,
  responseTargetLimits,
  weekdayNames,
} from '../components/LeadSettingsForm/leadSettings.ts';
export {
  emptyLoginCodeFormValues,
  type LoginCodeFieldErrors,
  LoginCodeForm,
  type LoginCodeFormProps,
  type LoginCodeFormValues,
} from '../components/LoginCodeForm/LoginCodeForm.tsx';
export { type LoginCodeMode, loginCodeModes } from '../components/LoginCodeForm/loginCodeModes.ts';
export { emptyLoginFormValues, type LoginFieldErrors, LoginForm, type LoginFormProps, type LoginFormValues } from '../components/LoginForm/LoginForm.tsx';
export { QrCode, type QrCodeProps } from '../components/QrCode/QrCode.tsx';
export { TwoStepSetup, type TwoStepSetupProps } from '../components/TwoStepSetup/TwoStepSetup.tsx';
export {
  emptyTwoStepSetupValues,
  type TwoStepSetupFieldErrors,
  type TwoStepSetupState,
  type TwoStepSetupStep,
  type TwoStepSetupValues,
} from '../components/TwoStepSetup/twoStepSetupValues.ts';
