import type { FormFieldsProps } from '../Field/formFieldsProps.ts';

export const leadFormStatuses = ['idle', 'submitting', 'success', 'failure'] as const;
export type LeadFormStatus = (typeof leadFormStatuses)[number];

/** What the contact and demo forms both ask for; `website` is the honeypot, which people never see. */
export interface LeadContactValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  position: string;
  phone: string;
  requirements: string;
  website: string;
}

export type LeadContactField = keyof LeadContactValues;

export const emptyLeadContactValues: LeadContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  position: '',
  phone: '',
  requirements: '',
  website: '',
};

/** What the app hands every lead form view: it owns the values, the errors and the sending. */
export interface LeadFormViewProps<Values> extends FormFieldsProps<Values> {
  status: LeadFormStatus;
  /** Why sending failed, shown with 'Try again' while status is 'failure'; each form has its own default. */
  error?: string;
  /** The person asked to send: validate, then send (or show the errors). */
  onSubmit: () => void;
  /** Send the same values again after a failure. */
  onRetry: () => void;
  /** Start over from the success screen. */
  onReset: () => void;
  'aria-label'?: string;
}
