import { validateLeadContact } from '../LeadForm/validateLeadContact.ts';
import type { DemoRequestErrors, DemoRequestValues } from './demoRequestValues.ts';

/** The contact rules plus a required company name; fleet size and industry stay optional. */
export function validateDemoRequest(values: DemoRequestValues): DemoRequestErrors {
  return validateLeadContact(values, { companyRequired: true });
}
