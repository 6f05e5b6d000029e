import type { DemoUrl } from '../DemoUrlRow/demoUrl.ts';
import type { LeadEmail } from '../LeadEmails/leadEmail.ts';
import type { LeadHistoryEntry } from '../LeadHistory/leadHistory.ts';
import type { LeadField, LeadSummary } from '../LeadList/lead.ts';
import type { LeadNote } from '../LeadNotes/leadNote.ts';
import type { LeadRequest } from '../LeadRequests/leadRequest.ts';

export type { LeadField } from '../LeadList/lead.ts';

/** One lead with everything its page shows. */
export interface Lead extends LeadSummary {
  /** Every field of the form that made the lead, in the form's order; a repeat request never changes them. */
  fields: readonly LeadField[];
  notes: readonly LeadNote[];
  /** The e-mails the server sent (or is sending) about it. */
  emails: readonly LeadEmail[];
  /** The demo link a demo request issued (the demo URL list's own DemoUrl); null for a contact message. */
  demoLink: DemoUrl | null;
  history: readonly LeadHistoryEntry[];
  /** Every request the lead stands for, oldest first (the first made it); 'Requests' shows them when there is more than one. */
  requests?: readonly LeadRequest[];
  /** ISO 8601: when it must be worked by; null (or left out) for a lead that came before the response clock. */
  respondBy?: string | null;
  /** Business minutes from its arrival to `workedAt`; null (or left out) while unworked. */
  responseMinutes?: number | null;
}
