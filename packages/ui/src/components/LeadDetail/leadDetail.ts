import type { DemoUrl } from '../DemoUrlRow/demoUrl.ts';
import type { LeadEmail } from '../LeadEmails/leadEmail.ts';
import type { LeadHistoryEntry } from '../LeadHistory/leadHistory.ts';
import type { LeadSummary } from '../LeadList/lead.ts';
import type { LeadNote } from '../LeadNotes/leadNote.ts';

/** One field of the form as the person filled it in: 'Job title' → 'Fleet manager'. */
export interface LeadField {
  label: string;
  /** Exactly as sent, shown as text (never as HTML); '' when left empty. */
  value: string;
}

/** One lead with everything its page shows. */
export interface Lead extends LeadSummary {
  /** Every field of the form, in the form's order. */
  fields: readonly LeadField[];
  notes: readonly LeadNote[];
  /** The e-mails the server sent (or is sending) about it. */
  emails: readonly LeadEmail[];
  /** The demo link a demo request issued (the demo URL list's own DemoUrl); null for a contact message. */
  demoLink: DemoUrl | null;
  history: readonly LeadHistoryEntry[];
}
