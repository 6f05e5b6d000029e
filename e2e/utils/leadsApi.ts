import type { DemoRequest, LeadPage } from '@fleet/api-client';
import { type APIRequestContext, expect } from '@playwright/test';
import { signInByApi } from './adminApi.ts';
import type { LeadPerson } from './leadFormPage.ts';
import { adminCredentials, anonKey } from './testEnv.ts';

/** Sends the site's demo request for `person` straight to the API, as the form's script does; answers the new lead's id. */
export async function sendDemoRequestByApi(request: APIRequestContext, person: LeadPerson): Promise<string> {
  const { firstName, lastName, email, company, position, phone, requirements } = person;
  const body: DemoRequest = { firstName, lastName, email, company, position, phone, requirements, fleetSize: '11-50', industry: 'Delivery' };
  const sent = await request.post('/functions/v1/send-demo-request', { headers: { Authorization: `Bearer ${anonKey}` }, data: body });
  expect(sent.ok(), `the demo request answered ${sent.status()}`).toBe(true);
  const token = await signInByApi(request, adminCredentials);
  const found = await request.get('/functions/v1/leads', { headers: { Authorization: `Bearer ${token}` }, params: { search: person.email } });
  expect(found.ok(), `finding the lead answered ${found.status()}`).toBe(true);
  const [lead] = ((await found.json()) as LeadPage).leads;
  expect(lead, `the lead of ${person.email}`).toBeDefined();
  return lead!.id;
}

/** Sends the site's contact message for `person` straight to the API, as the form's script does. */
export async function sendContactByApi(request: APIRequestContext, person: LeadPerson): Promise<void> {
  const { firstName, lastName, email, company, position, phone, requirements } = person;
  const sent = await request.post('/functions/v1/send-contact-email', {
    headers: { Authorization: `Bearer ${anonKey}` },
    data: { firstName, lastName, email, company, position, phone, requirements },
  });
  expect(sent.ok(), `the contact message answered ${sent.status()}`).toBe(true);
}
