import type { ContactRequest, DemoRequest } from '@fleet/api-client';
import type { ContactFormValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import type { DemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';

// The forms validate trimmed values (validateLeadContact), so the server must receive the same.
const trimmed = <Values extends { [Field in keyof Values]: string }>(values: Values): Values =>
  Object.fromEntries((Object.entries(values) as [string, string][]).map(([field, value]) => [field, value.trim()])) as Values;

/** The contact payload: the form's fields plus the sales address the site was built for. */
export function toContactRequest(values: ContactFormValues, salesEmail: string): ContactRequest {
  return { ...trimmed(values), salesEmail };
}

export function toDemoRequest(values: DemoRequestValues): DemoRequest {
  return trimmed(values);
}
