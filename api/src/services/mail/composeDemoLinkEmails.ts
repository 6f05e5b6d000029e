import { escapeHtml, oneLine } from './escapeHtml.ts';
import { mailDate } from './mailDate.ts';
import type { OutgoingEmail } from './OutgoingEmail.ts';

export interface OpenedLink {
  client_email: string;
  created_at: Date;
  creator_email: string;
  creator_name: string | null;
}

/**
 * To the manager who generated a demo link, the first time the client opens it. The link itself stays out
 * (it opens the demo for whoever holds it); the admin's list has it.
 */
export function demoLinkFirstOpened(link: OpenedLink, demoUrlsPage: string): OutgoingEmail {
  const summary = `${link.client_email} opened the demo link you sent on ${mailDate(link.created_at)}`;
  const greeting = link.creator_name ? `Hello ${link.creator_name},` : 'Hello,';
  return {
    to: link.creator_email,
    subject: oneLine(summary),
    text: `${oneLine(greeting)}\n\n${oneLine(summary)} for the first time.\n\nYour demo links: ${demoUrlsPage}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(summary)} for the first time.</p>` + `<p><a href="${escapeHtml(demoUrlsPage)}">Your demo links</a></p>`,
  };
}
