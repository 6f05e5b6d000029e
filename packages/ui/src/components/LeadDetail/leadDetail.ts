import type { LeadDetail, LeadEmail } from '@fleet/api-client';
import type { DemoUrl } from '../DemoUrlRow/demoUrl.ts';
import type { LeadHistoryEntry } from '../LeadHistory/leadHistory.ts';
import type { LeadField, LeadSummary } from '../LeadList/lead.ts';
import type { LeadNote } from '../LeadNotes/leadNote.ts';
import type { LeadRequest } from '../LeadRequests/leadRequest.ts';

export type { LeadField } from '../LeadList/lead.ts';

/**
 * One lead with everything its page shows: the contract's LeadDetail, with what the app works out from it (the
 * fields by the form's labels, the notes, the history, the requests' fields) in place of what it came as.
 */
export type Lead = LeadSummary &
  Partial<Pick<LeadDetail, 'respond_by' | 'response_minutes'>> & {
    /** Every field of the form that made the lead, in the form's order; a repeat request never changes them. */
    fields: readonly LeadField[];
    notes: readonly LeadNote[];
    /** The e-mails the server sent (or is sending) about it. */
    emails: readonly LeadEmail[];
    /** The demo link a demo request issued (the demo URL list's own DemoUrl); null for a contact message. */
    demo_url: DemoUrl | null;
    history: readonly LeadHistoryEntry[];
    /** Every request the lead stands for, oldest first (the first made it); 'Requests' shows them when there is more than one. */
    requests?: readonly LeadRequest[];
  };
