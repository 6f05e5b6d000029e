import type { WebhookEvent } from '@fleet/api-client';
import type { FieldErrors } from '../Field/formFieldsProps.ts';

/** What adding or editing an endpoint sends. */
export interface WebhookFormValues {
  url: string;
  events: readonly WebhookEvent[];
}

export type WebhookFormField = keyof WebhookFormValues;

export type WebhookFormErrors = FieldErrors<WebhookFormField>;

/** A new endpoint hears of new leads until the person picks otherwise. */
export const emptyWebhookFormValues: WebhookFormValues = { url: '', events: ['lead.created'] };

const isWebAddress = (text: string) => {
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'https:' || protocol === 'http:') && hostname !== '';
  } catch {
    return false;
  }
};

/**
 * What can be told before asking the server: an address and at least one event. An http:// address goes through,
 * since the operator may allow its host; the server says when it does not.
 */
export function validateWebhookForm({ url, events }: WebhookFormValues): WebhookFormErrors {
  const errors: WebhookFormErrors = {};
  if (url.trim() === '') errors.url = 'Enter the address that receives the events';
  else if (!isWebAddress(url.trim())) errors.url = 'Enter a full address, e.g. https://crm.example.com/hooks/fleet';
  if (events.length === 0) errors.events = 'Choose at least one event';
  return errors;
}
