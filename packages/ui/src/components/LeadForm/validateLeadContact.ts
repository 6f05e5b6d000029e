import { emailPattern } from '@fleet/rules';
import type { FieldErrors } from '../Field/formFieldsProps.ts';
import type { LeadContactValues } from './leadFormValues.ts';

export const leadFormMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Company name is required',
} as const;

type CheckedField = 'firstName' | 'lastName' | 'email' | 'company';

/**
 * The rules both lead forms share. Values are checked trimmed, so send them trimmed too.
 * An empty result means the form may be sent.
 */
export function validateLeadContact(
  values: Pick<LeadContactValues, CheckedField>,
  { companyRequired = false }: { companyRequired?: boolean } = {},
): FieldErrors<CheckedField> {
  const errors: FieldErrors<CheckedField> = {};
  const email = values.email.trim();
  if (!values.firstName.trim()) errors.firstName = leadFormMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = leadFormMessages.lastNameRequired;
  if (!email) errors.email = leadFormMessages.emailRequired;
  else if (!emailPattern.test(email)) errors.email = leadFormMessages.emailInvalid;
  if (companyRequired && !values.company.trim()) errors.company = leadFormMessages.companyRequired;
  return errors;
}
