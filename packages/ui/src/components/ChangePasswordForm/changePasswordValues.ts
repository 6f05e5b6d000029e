import { meetsPasswordRules } from '@fleet/rules';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePasswordValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const changePasswordMessages = {
  rulesUnmet: 'Please ensure all password requirements are met',
  mismatch: 'New passwords do not match',
  success: 'Password changed successfully. Signing out...',
  fallbackError: 'An error occurred',
} as const;

/** Every rule passes, the current password is given, and the confirmation matches. */
export function canChangePassword({ currentPassword, newPassword, confirmPassword }: ChangePasswordValues) {
  return currentPassword !== '' && meetsPasswordRules(newPassword) && newPassword === confirmPassword;
}
