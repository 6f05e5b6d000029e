import { emailPattern } from '@fleet/rules';
import type { InviteManagerFieldErrors, InviteManagerValues } from '@fleet/ui/components/InviteManagerDialog/inviteManagerValues.ts';

export const inviteMessages = {
  nameRequired: 'Name is required',
  // The site's lead forms word these the same, in the page's language; the admin speaks English.
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Minimum 8 characters required',
  failed: 'Failed to invite sales manager',
  invited: 'Sales manager invited successfully',
} as const;

/** The invite form: name required; e-mail required and of e-mail type; password of 8 characters or more. */
export function inviteFieldErrors({ name, email, password }: InviteManagerValues): InviteManagerFieldErrors {
  const errors: InviteManagerFieldErrors = {};
  if (!name.trim()) errors.name = inviteMessages.nameRequired;
  // The same e-mail rule as the site's lead forms.
  if (!email.trim()) errors.email = inviteMessages.emailRequired;
  else if (!emailPattern.test(email.trim())) errors.email = inviteMessages.emailInvalid;
  if (password.length < 8) errors.password = inviteMessages.passwordTooShort;
  return errors;
}
