import type { Messages } from '@fleet/i18n/createMessages.ts';
import { type ContactFormValues, emptyContactValues } from '@fleet/ui/components/ContactForm/contactFormValues.ts';
import { validateContact } from '@fleet/ui/components/ContactForm/validateContact.ts';
import { type DemoRequestValues, emptyDemoRequestValues } from '@fleet/ui/components/DemoRequestForm/demoRequestValues.ts';
import { validateDemoRequest } from '@fleet/ui/components/DemoRequestForm/validateDemoRequest.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { type FailureMessage, failureEvent, failureMessages, logToConsole } from '../data/failureLog.ts';
import { fieldRefusalMessage, type LeadFailure, leadFailureOf } from '../data/leads/leadFailure.ts';
import { toContactRequest, toDemoRequest } from '../data/leads/leadPayloads.ts';
import { pageLocale, pageMessages } from '../locale/pageMessages.ts';
import type { ServedLeadForm } from '../sections/forms/ServedLeadForm.ts';
import type { SiteLocals } from './SiteRender.ts';
import { serverApi } from './siteReads.ts';

/** What a form posted without script came to: sent, or the form again with its errors and everything typed. */
export type LeadPostResult<Values> = { kind: 'sent'; sentTo: string } | { kind: 'refused'; status: number; form: ServedLeadForm<Values> };

/** The form's fields as posted; a field missing from the post is empty. */
function valuesOf<Values extends { [Field in keyof Values]: string }>(empty: Values, posted: FormData): Values {
  const values = { ...empty };
  for (const field of Object.keys(empty) as (keyof Values)[]) {
    const value = posted.get(field as string);
    if (typeof value === 'string') values[field] = value as Values[keyof Values];
  }
  return values;
}

/**
 * The same steps the form takes in the browser: the form's own checks first, then the API (its own checks, its
 * rate limit, its honeypot and outbox), whose refusals land on the field they name or as the form's failure.
 */
async function postLead<Values extends { [Field in keyof Values]: string } & { email: string }>(
  locals: SiteLocals,
  message: FailureMessage,
  empty: Values,
  posted: FormData,
  validate: (values: Values, messages: Messages) => Partial<Record<string, string>>,
  send: (values: Values) => Promise<{ error?: unknown; response: Response }>,
): Promise<LeadPostResult<Values>> {
  const values = valuesOf(empty, posted);
  // The messages under the fields are in the page's language, as the form in the browser gives them.
  const messages = pageMessages(locals);
  const errors = validate(values, messages) as Record<string, string>;
  if (Object.keys(errors).length > 0) return { kind: 'refused', status: 400, form: { values, errors } };
  // A send that failed goes to the server's log in the spec's words, as the browser's goes to its console.
  const log = locals.log ?? logToConsole;
  let failure: LeadFailure;
  try {
    const { error, response } = await send(values);
    if (response.ok) return { kind: 'sent', sentTo: values.email.trim() };
    log({ message, status: response.status });
    failure = leadFailureOf(response.status, error, response.headers.get('Retry-After'), Date.now());
    const shown = failure.kind === 'field' && failure.field !== 'website' && Object.hasOwn(empty, failure.field);
    if (failure.kind === 'field' && shown)
      return { kind: 'refused', status: 400, form: { values, errors: { [failure.field]: fieldRefusalMessage(failure, messages) } } };
    return { kind: 'refused', status: failure.kind === 'rateLimited' ? 429 : response.status >= 500 ? 503 : 400, form: { values, errors: {}, failure } };
  } catch (error) {
    log(failureEvent(message, error));
    failure = { kind: 'failed' };
    return { kind: 'refused', status: 503, form: { values, errors: {}, failure } };
  }
}

export const postContact = (locals: SiteLocals, posted: FormData): Promise<LeadPostResult<ContactFormValues>> =>
  postLead(locals, failureMessages.contact, emptyContactValues, posted, validateContact, (values) =>
    serverApi(locals).POST('/functions/v1/send-contact-email', { body: toContactRequest(values, brand.salesEmail, pageLocale(locals)) }),
  );

export const postDemoRequest = (locals: SiteLocals, posted: FormData): Promise<LeadPostResult<DemoRequestValues>> =>
  postLead(locals, failureMessages.demoRequest, emptyDemoRequestValues, posted, validateDemoRequest, (values) =>
    serverApi(locals).POST('/functions/v1/send-demo-request', { body: toDemoRequest(values, pageLocale(locals)) }),
  );
