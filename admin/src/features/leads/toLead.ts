import type {
  LeadAttribution as ApiLeadAttribution,
  LeadDetail as ApiLeadDetail,
  LeadEmail as ApiLeadEmail,
  LeadSummary as ApiLeadSummary,
  LeadEvent,
} from '@fleet/api-client';
import type { Lead, LeadField } from '@fleet/ui/components/LeadDetail/leadDetail.ts';
import type { LeadEmail } from '@fleet/ui/components/LeadEmails/leadEmail.ts';
import type { LeadHistoryEntry } from '@fleet/ui/components/LeadHistory/leadHistory.ts';
import type { LeadAttribution, LeadSummary } from '@fleet/ui/components/LeadList/lead.ts';
import type { LeadNote } from '@fleet/ui/components/LeadNotes/leadNote.ts';
import type { LeadRequest } from '@fleet/ui/components/LeadRequests/leadRequest.ts';
import { type LeadStatus, leadStatuses } from '@fleet/ui/components/LeadStatusBadge/leadStatus.ts';

/** The forms' fields in the order the forms ask for them, by the labels people saw there. */
const formFieldLabels: Readonly<Record<string, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  position: 'Job title',
  fleetSize: 'Fleet size',
  industry: 'Industry',
  requirements: 'How can we help?',
  // The contact page adds the sales address it shows; the server records it and never writes to it.
  salesEmail: 'Sales address (added by the site)',
};
const formOrder = Object.keys(formFieldLabels);
const orderOf = (name: string) => (formOrder.includes(name) ? formOrder.indexOf(name) : formOrder.length);

/** 'Priya Raman'; the e-mail when the form somehow carried no name. */
export const leadName = (lead: Pick<ApiLeadSummary, 'first_name' | 'last_name' | 'email'>) => `${lead.first_name} ${lead.last_name}`.trim() || lead.email;

const toAttribution = (attribution: ApiLeadAttribution): LeadAttribution => ({
  source: attribution.source,
  medium: attribution.medium,
  campaign: attribution.campaign,
  referrer: attribution.referrer,
  landingPage: attribution.landing_page,
  pagesBefore: attribution.pages_before,
});

export function toLeadSummary(lead: ApiLeadSummary): LeadSummary {
  return {
    id: lead.id,
    kind: lead.kind,
    name: leadName(lead),
    company: lead.company,
    email: lead.email,
    fleetSize: lead.fleet_size,
    industry: lead.industry,
    receivedAt: lead.received_at,
    status: lead.status,
    owner: lead.owner,
    attribution: lead.attribution && toAttribution(lead.attribution),
    requestCount: lead.request_count,
    lastRequestedAt: lead.last_requested_at,
    overdue: lead.overdue,
    workedAt: lead.worked_at,
  };
}

/** What the form sent, in the form's order (a field it does not know comes last, by its own name). */
export function leadFields(fields: Readonly<Record<string, string>>): LeadField[] {
  return Object.entries(fields)
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([name, value]) => ({ label: formFieldLabels[name] ?? name, value }));
}

const isLeadStatus = (value: string | null): value is LeadStatus => value !== null && (leadStatuses as readonly string[]).includes(value);

/** One change as the history shows it; a status move whose statuses are not the inbox's is left out rather than misread. */
function historyEntry(event: LeadEvent): LeadHistoryEntry[] {
  const entry = { id: event.id, at: event.at, by: event.by.name };
  switch (event.what) {
    case 'status':
      return isLeadStatus(event.from) && isLeadStatus(event.to) ? [{ ...entry, change: { kind: 'status', from: event.from, to: event.to } }] : [];
    case 'owner':
      return [{ ...entry, change: { kind: 'owner', from: event.from, to: event.to } }];
    case 'note':
      return [{ ...entry, change: { kind: 'note' } }];
  }
}

/** The API keeps notes as history events of kind `note`. */
const notesOf = (history: readonly LeadEvent[]): LeadNote[] =>
  history.filter((event) => event.what === 'note').map((event) => ({ id: event.id, author: event.by.name, at: event.at, text: event.note ?? '' }));

const toLeadEmail = (email: ApiLeadEmail): LeadEmail => ({
  id: email.id,
  to: email.to,
  subject: email.subject,
  state: email.status,
  attempts: email.attempts,
  lastError: email.last_error,
  queuedAt: email.created_at,
  sentAt: email.sent_at,
  nextAttemptAt: email.next_attempt_at,
});

/** A lead's page from the API's lead. */
export function toLead(lead: ApiLeadDetail): Lead {
  return {
    ...toLeadSummary(lead),
    fields: leadFields(lead.fields),
    notes: notesOf(lead.history),
    emails: lead.emails.map(toLeadEmail),
    demoLink: lead.demo_url,
    history: lead.history.flatMap(historyEntry),
    requests: lead.requests.map(
      (request): LeadRequest => ({
        at: request.at,
        kind: request.kind,
        fields: leadFields(request.fields),
        attribution: request.attribution && toAttribution(request.attribution),
        clientIp: request.client_ip,
      }),
    ),
    respondBy: lead.respond_by,
    responseMinutes: lead.response_minutes,
  };
}
