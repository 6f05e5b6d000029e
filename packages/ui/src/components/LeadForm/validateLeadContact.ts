import type { Messages } from '@fleet/i18n/createMessages.ts';
import { emailPattern } from '@fleet/rules';
import type { FieldErrors } from '../Field/formFieldsProps.ts';
import type { LeadContactValues } from './leadFormValues.ts';

type CheckedField = 'firstName' | 'lastName' | 'email' | 'company';

/**
 * The rules both lead forms share, each message in the page's language. Values are checked trimmed, so send
 * them trimmed too. An empty result means the form may be sent.
 */
export function validateLeadContact(
  values: Pick<LeadContactValues, CheckedField>,
  { t }: Pick<Messages, 't'>,
  { companyRequired = false }: { companyRequired?: boolean } = {},
): FieldErrors<CheckedField> {
  const errors: FieldErrors<CheckedField> = {};
  const email = values.email.trim();
  if (!values.firstName.trim()) errors.firstName = t('leadForm.firstNameRequired');
  if (!values.lastName.trim()) errors.lastName = t('leadForm.lastNameRequired');
  if (!email) errors.email = t('leadForm.emailRequired');
  else if (!emailPattern.test(email)) errors.email = t('leadForm.emailInvalid');
  if (companyRequired && !values.company.trim()) errors.company = t('leadForm.companyRequired');
  return errors;
}
