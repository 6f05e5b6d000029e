import type { FieldErrors } from '../Field/formFieldsProps.ts';
import { emptyLeadContactValues, type LeadContactValues } from '../LeadForm/leadFormValues.ts';

/** The contact payload's fields plus the honeypot; the app adds salesEmail when it sends. */
export type ContactFormValues = LeadContactValues;
export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = FieldErrors<ContactFormField>;

export const emptyContactValues: ContactFormValues = emptyLeadContactValues;
