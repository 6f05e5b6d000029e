import { emptyLeadContactValues, type LeadContactValues, type LeadFieldErrors } from '../LeadForm/leadFormValues.ts';

/** The contact payload's fields plus the honeypot; the app adds salesEmail when it sends. */
export type ContactFormValues = LeadContactValues;
export type ContactFormField = keyof ContactFormValues;
export type ContactFormErrors = LeadFieldErrors<ContactFormField>;

export const emptyContactValues: ContactFormValues = emptyLeadContactValues;
