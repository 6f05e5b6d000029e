import type { LeadKind } from '@fleet/api-client';
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
const kindWords: Record<LeadKind, string> = { contact: 'sent another message', demo: 'requested a demo again' };

function mail(to: string, subject: string, lines: string[], link: string): OutgoingEmail {
  return {
    to,
    subject: oneLine(subject),
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** To a lead's owner when the same person asks again: the request joined their lead instead of making a new one. */
export function requestedAgainToOwner(lead: LeadMention, kind: LeadKind, owner: { email: string }, publicUrl: string): OutgoingEmail {
  return mail(
    owner.email,
    `${whoIs(lead)} ${kindWords[kind]}`,
    [`${whoIs(lead)} <${lead.email}> ${kindWords[kind]}. It has been added to their lead, which is yours.`],
    pageOf(publicUrl, lead),
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
