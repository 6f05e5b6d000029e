import type { ContactRequest, DemoRequest, LeadKind } from '@fleet/api-client';
import { requestFields, table } from './composeLeadEmails.ts';
import { escapeHtml, oneLine } from './escapeHtml.ts';
import type { OutgoingEmail } from './OutgoingEmail.ts';

/** The lead as the e-mails to the team name it, and where it is in the admin. */
export interface LeadMention {
  id: string;
  name: string;
  company: string | null;
  email: string;
}

const whoIs = (lead: LeadMention) => (lead.company ? `${lead.name} (${lead.company})` : lead.name);
const pageOf = (publicUrl: string, lead: LeadMention) => `${publicUrl.replace(/\/$/, '')}/admin/leads/${lead.id}`;
const kindWords: Record<LeadKind, string> = { contact: 'a contact message', demo: 'a demo request' };

function mail(to: string, subject: string, lines: string[], link: string, fields?: { text: string; html: string }): OutgoingEmail {
  return {
    to,
    subject: oneLine(subject),
    text: `${[...lines, ...(fields ? [fields.text] : [])].join('\n\n')}\n\n${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${fields?.html ?? ''}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** A later request from the address of an open lead, as it was sent. */
export interface RepeatRequest {
  kind: LeadKind;
  fields: ContactRequest | DemoRequest;
}

/**
 * To a lead's owner when a request comes from the address of their open lead. Anyone can type an address into a form,
 * so it is told as unconfirmed: the lead's details stay as they were, and what the request says is listed as its own.
 */
export function requestedAgainToOwner(lead: LeadMention, request: RepeatRequest, owner: { email: string }, publicUrl: string): OutgoingEmail {
  return mail(
    owner.email,
    `Unconfirmed repeat request for your lead ${whoIs(lead)}`,
    [
      `Someone sent ${kindWords[request.kind]} with the address of your lead ${whoIs(lead)} <${lead.email}>.`,
      'It is an unconfirmed repeat request: anyone can type an address into the form, so it may not come from them. ' +
        "The lead's details are unchanged; the request is kept in its history. It says:",
    ],
    pageOf(publicUrl, lead),
    table(requestFields(request.fields)),
  );
}

/** To the owner (or each super admin when nobody has it) once a lead is past its response target unworked. */
export function overdueLeadEmail(lead: LeadMention, to: string, owned: boolean, publicUrl: string): OutgoingEmail {
  return mail(
    to,
    `Overdue lead: ${whoIs(lead)} is still waiting for an answer`,
    [
      `${whoIs(lead)} <${lead.email}> has not been contacted within the team's response target.`,
      owned ? 'The lead is yours: contact them, then mark it contacted or add a note.' : 'Nobody has taken the lead yet.',
    ],
    pageOf(publicUrl, lead),
  );
}
