import { leadEmailPattern, type InviteManagerFieldErrors, type InviteManagerValues } from '@fleet/ui';

export const inviteMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Minimum 8 characters required',
  failed: 'Failed to invite sales manager',
  invited: 'Sales manager invited successfully',
} as const;

/** Spec §5, invite manager form: name required; e-mail required and of e-mail type; password of 8 characters or more. */
export function inviteFieldErrors({ name, email, password }: InviteManagerValues): InviteManagerFieldErrors {
  const errors: InviteManagerFieldErrors = {};
  if (!name.trim()) errors.name = inviteMessages.nameRequired;
  if (!email.trim()) errors.email = inviteMessages.emailRequired;
  else if (!leadEmailPattern.test(email.trim())) errors.email = inviteMessages.emailInvalid;
  if (password.length < 8) errors.password = inviteMessages.passwordTooShort;
  return errors;
}
