import type { Messages } from '@fleet/i18n/createMessages.ts';
import { validateLeadContact } from '../LeadForm/validateLeadContact.ts';
import type { ContactFormErrors, ContactFormValues } from './contactFormValues.ts';

/** First name, last name and a plausible e-mail address are required; the rest is optional. */
export function validateContact(values: ContactFormValues, messages: Pick<Messages, 't'>): ContactFormErrors {
  return validateLeadContact(values, messages);
}
