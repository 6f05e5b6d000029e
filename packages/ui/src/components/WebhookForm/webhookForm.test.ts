import { describe, expect, it } from 'vitest';
import { validateWebhookForm } from './webhookForm.ts';

describe('validateWebhookForm', () => {
  it('takes an https address with an event', () => {
    expect(validateWebhookForm({ url: 'https://crm.example.com/hooks/fleet', events: ['lead.created'] })).toEqual({});
  });

  it('leaves an http address to the server, which may allow its host', () => {
    expect(validateWebhookForm({ url: 'http://10.0.0.5:8080/hook', events: ['lead.updated'] })).toEqual({});
  });

  it('asks for a full web address and an event', () => {
    expect(validateWebhookForm({ url: 'crm.example.com/hooks', events: [] })).toEqual({
      url: 'Enter a full address, e.g. https://crm.example.com/hooks/fleet',
      events: 'Choose at least one event',
    });
    expect(validateWebhookForm({ url: 'ftp://files.example.com/', events: ['lead.created'] }).url).toBe(
      'Enter a full address, e.g. https://crm.example.com/hooks/fleet',
    );
    expect(validateWebhookForm({ url: ' ', events: ['lead.created'] }).url).toBe('Enter the address that receives the events');
  });
});
