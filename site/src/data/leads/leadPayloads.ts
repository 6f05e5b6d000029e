import type { ContactRequest, DemoRequest } from '@fleet/api-client';
import { defaultLocale, isLocale } from '@fleet/i18n/locales.ts';
import type { ContactFormValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import type { DemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';

// The forms validate trimmed values (validateLeadContact), so the server must receive the same.
const trimmed = <Values extends { [Field in keyof Values]: string }>(values: Values): Values =>
  Object.fromEntries((Object.entries(values) as [string, string][]).map(([field, value]) => [field, value.trim()])) as Values;

/**
 * The language of the page a form was sent from, when it is not English (the API takes English when none is
 * given): the visitor's e-mails are written in it, and the team sees it on the lead.
 */
const pageLanguage = (lang: string): Pick<DemoRequest, 'language'> => (isLocale(lang) && lang !== defaultLocale ? { language: lang } : {});

/** The contact payload: the form's fields plus the sales address the site was built for, and the page's language. */
export function toContactRequest(values: ContactFormValues, salesEmail: string, lang = defaultLocale as string): ContactRequest {
  return { ...trimmed(values), salesEmail, ...pageLanguage(lang) };
}

export function toDemoRequest(values: DemoRequestValues, lang = defaultLocale as string): DemoRequest {
  return { ...trimmed(values), ...pageLanguage(lang) };
}
