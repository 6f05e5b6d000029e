import type { Messages } from '@fleet/i18n/createMessages.ts';
import { validateLeadContact } from '../LeadForm/validateLeadContact.ts';
import type { DemoRequestErrors, DemoRequestValues } from './demoRequestValues.ts';

/** The contact rules plus a required company name; fleet size and industry stay optional. */
export function validateDemoRequest(values: DemoRequestValues, messages: Pick<Messages, 't'>): DemoRequestErrors {
  return validateLeadContact(values, messages, { companyRequired: true });
}
