import type { ContactRequest, DemoRequest, DemoUrl } from '@fleet/api-client';
import { fileMessages } from '@fleet/i18n/fileMessages.ts';
import { defaultLocale } from '@fleet/i18n/locales.ts';
import { escapeHtml, oneLine } from './escapeHtml.ts';
import type { OutgoingEmail } from './OutgoingEmail.ts';

export type Field = [label: string, value: string | undefined];

/** The fields given (an empty one left out), one `Label: value` line each, and as an HTML table with every value escaped. */
export function table(fields: Field[]): { text: string; html: string } {
  const shown = fields.filter(([, value]) => value !== undefined && value.trim() !== '');
  return {
    text: shown.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table>${shown.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value!).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
  };
}

function personFields(lead: ContactRequest | DemoRequest): Field[] {
  return [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['Email', lead.email],
    ['Company', lead.company],
    ['Job title', lead.position],
    ['Phone', lead.phone],
  ];
}

/** Every field a form sends, as the e-mails to sales label them. */
export function requestFields(lead: ContactRequest | DemoRequest): Field[] {
  const demo = lead as Partial<DemoRequest>;
  return [...personFields(lead), ['Fleet size', demo.fleetSize], ['Industry', demo.industry], ['Requirements', lead.requirements]];
}

/**
 * What the team is told first of a request from the address of an open lead: anyone can type someone's address into
 * a form, so its details are unconfirmed and the lead keeps its own (see createLeadService's `receive`).
 */
const repeatNote =
  "Unconfirmed repeat request: it came with the e-mail address of an open lead, and anyone can type someone's address into a form. The lead's details are unchanged; this request is kept in its history.";

/**
 * An e-mail to sales about a request: its subject and first line (marked as a repeat request when it is one), then the
 * request's fields; a reply goes to the person who sent it.
 */
function toSales(lead: ContactRequest | DemoRequest, salesEmail: string, subject: string, intro: string, fields: Field[], repeat: boolean): OutgoingEmail {
  const body = table(fields);
  const text = repeat ? `${repeatNote}\n\n${intro}` : intro;
  const html = repeat ? `<p><strong>${escapeHtml(repeatNote)}</strong></p><p>${intro}</p>` : `<p>${intro}</p>`;
  return {
    to: salesEmail,
    replyTo: lead.email,
    subject: oneLine(repeat ? `Unconfirmed repeat request: ${subject}` : subject),
    text: `${text}\n\n${body.text}\n`,
    html: `${html}${body.html}`,
  };
}

export function contactToSales(lead: ContactRequest, salesEmail: string, repeat = false): OutgoingEmail {
  return toSales(
    lead,
    salesEmail,
    `New contact message from ${lead.firstName} ${lead.lastName}`,
    'A visitor sent a message through the contact form. Please reply within 24 hours.',
    [...personFields(lead), ['Requirements', lead.requirements]],
    repeat,
  );
}

export function demoRequestToSales(lead: DemoRequest, salesEmail: string, demo: DemoUrl, repeat = false): OutgoingEmail {
  return toSales(
    lead,
    salesEmail,
    `New demo request from ${lead.firstName} ${lead.lastName} (${lead.company})`,
    'A demo was requested on the website and a demo link was sent to the requester.',
    [
      ...personFields(lead),
      ['Fleet size', lead.fleetSize],
      ['Industry', lead.industry],
      ['Requirements', lead.requirements],
      ['Demo link', demo.url],
      ['Link expires', demo.expires_at],
    ],
    repeat,
  );
}

/** The demo link, to the address that asked for it, in the language of the page the request was sent from. */
export function demoAccessToRequester(lead: DemoRequest, demo: DemoUrl, salesEmail: string): OutgoingEmail {
  const { t, date } = fileMessages(lead.language ?? defaultLocale);
  const expires = date(new Date(demo.expires_at));
  const greeting = (name: string) => t('demoAccessEmail.greeting', { name });
  const validity = t('demoAccessEmail.validity', { expires });
  return {
    to: lead.email,
    replyTo: salesEmail,
    subject: t('demoAccessEmail.subject'),
    text: `${greeting(oneLine(lead.firstName))}\n\n${t('demoAccessEmail.link')}\n\n${demo.url}\n\n${validity}\n`,
    html:
      `<p>${escapeHtml(greeting(lead.firstName))}</p><p>${escapeHtml(t('demoAccessEmail.link'))}</p>` +
      `<p><a href="${escapeHtml(demo.url)}">${escapeHtml(demo.url)}</a></p>` +
      `<p>${escapeHtml(validity)}</p>`,
  };
}
