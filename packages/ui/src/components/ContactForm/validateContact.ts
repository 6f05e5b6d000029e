import { validateLeadContact } from '../LeadForm/validateLeadContact.ts';
import type { ContactFormErrors, ContactFormValues } from './contactFormValues.ts';

/** First name, last name and a plausible e-mail address are required; the rest is optional. */
export function validateContact(values: ContactFormValues): ContactFormErrors {
  return validateLeadContact(values);
}
