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

/** One message per invalid field; a field without an entry is fine. */
export type LeadFieldErrors<Field extends string> = Partial<Record<Field, string>>;

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
export interface LeadFormViewProps<Values, Field extends string = Extract<keyof Values, string>> {
  values: Values;
  /** Shown under each field; the app clears a field's entry when the person edits it. */
  errors: LeadFieldErrors<Field>;
  status: LeadFormStatus;
  /** Why sending failed; each form has its own default. */
  failureMessage?: string;
  onChange: (field: Field, value: string) => void;
  /** The person asked to send: validate, then send (or show the errors). */
  onSubmit: () => void;
  /** Send the same values again after a failure. */
  onRetry: () => void;
  /** Start over from the success screen. */
  onReset: () => void;
  'aria-label'?: string;
}
