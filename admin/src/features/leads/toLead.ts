import { type LeadDetail, type LeadEvent, type LeadStatus, leadStatuses } from '@fleet/api-client';
import type { Lead, LeadField } from '@fleet/ui/components/LeadDetail/leadDetail.ts';
import type { LeadHistoryEntry } from '@fleet/ui/components/LeadHistory/leadHistory.ts';
import type { LeadNote } from '@fleet/ui/components/LeadNotes/leadNote.ts';

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
  // Sent by a page in another language than English: the visitor's e-mails are in it.
  language: 'Language of the page',
};

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** A field's value as the team reads it: a language by its English name ('German (de)'). */
const shownValue = (name: string, value: string) => (name === 'language' ? `${languageNames.of(value) ?? value} (${value})` : value);
const formOrder = Object.keys(formFieldLabels);
const orderOf = (name: string) => (formOrder.includes(name) ? formOrder.indexOf(name) : formOrder.length);

/** What the form sent, in the form's order (a field it does not know comes last, by its own name). */
export function leadFields(fields: Readonly<Record<string, string>>): LeadField[] {
  return Object.entries(fields)
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([name, value]) => ({ label: formFieldLabels[name] ?? name, value: shownValue(name, value) }));
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

/** A lead's page from the API's lead: what was sent by the form's labels, the notes, and the history as the page tells it. */
export function toLead(lead: LeadDetail): Lead {
  return {
    ...lead,
    fields: leadFields(lead.fields),
    notes: notesOf(lead.history),
    history: lead.history.flatMap(historyEntry),
    requests: lead.requests.map((request) => ({ ...request, fields: leadFields(request.fields) })),
  };
}
