import { daysFromStoryNow, storyNow } from '../../test/storyProviders.ts';
import type { WebhookEndpoint } from './webhook.ts';

/** A moment `minutes` from the stories' fixed now (negative: before it). */
export const minutesFromStoryNow = (minutes: number) => new Date(storyNow().getTime() + minutes * 60_000).toISOString();

/** Story data: a CRM that takes everything, a chat relay that is failing, a paused automation, and one just added. */
export const webhookFixtures = {
  crm: {
    id: '5b2e9c41-7d3a-4f68-9a0e-1c8d4b7f2e63',
    url: 'https://crm.northwind.example.com/api/hooks/fleet',
    events: ['lead.created', 'lead.updated', 'demo_link.opened'],
    active: true,
    createdAt: daysFromStoryNow(-19, 11),
    createdBy: 'Eleanor Vance',
    lastDelivery: { status: 'delivered', at: minutesFromStoryNow(-12) },
    failing: 0,
    consecutiveFailures: 0,
    heldUntil: null,
  },
  failing: {
    id: 'c7a14f08-2e6b-4d93-8f5c-0b9e3a6d1f27',
    url: 'https://chat-relay.example.net/services/T024BE7LD/B01J8Q7HC4F/fleet-new-leads',
    events: ['lead.created'],
    active: true,
    createdAt: daysFromStoryNow(-6, 15),
    createdBy: 'Eleanor Vance',
    lastDelivery: { status: 'pending', at: minutesFromStoryNow(-4) },
    failing: 3,
    consecutiveFailures: 2,
    heldUntil: null,
  },
  held: {
    id: '6e0c4a93-8b1f-4d25-9c7e-3f5a2d8b6e14',
    url: 'https://erp.example.org/hooks/fleet-leads',
    events: ['lead.created', 'lead.updated'],
    active: true,
    createdAt: daysFromStoryNow(-12, 10),
    createdBy: 'Rafael Moreno',
    lastDelivery: { status: 'pending', at: minutesFromStoryNow(-3) },
    failing: 7,
    consecutiveFailures: 5,
    heldUntil: minutesFromStoryNow(2),
  },
  paused: {
    id: '91f3d6b2-4c8e-4a17-b5d0-7e2a9c3f8b14',
    url: 'https://automation.example.org/webhook/demo-opens',
    events: ['demo_link.opened'],
    active: false,
    createdAt: daysFromStoryNow(-40, 9),
    createdBy: 'Rafael Moreno',
    lastDelivery: { status: 'delivered', at: daysFromStoryNow(-9, 14) },
    failing: 0,
    consecutiveFailures: 0,
    heldUntil: null,
  },
  fresh: {
    id: '2d8b5e7f-0a3c-4e91-a6f2-8c4d1b9e7a30',
    url: 'https://leads.example.com/inbound/fleet',
    events: ['lead.created', 'lead.updated'],
    active: true,
    createdAt: minutesFromStoryNow(-2),
    createdBy: 'Eleanor Vance',
    lastDelivery: null,
    failing: 0,
    consecutiveFailures: 0,
    heldUntil: null,
  },
} satisfies Record<string, WebhookEndpoint>;

const { crm, failing, held, paused, fresh } = webhookFixtures;

/** Newest first, as the server lists them. */
export const webhookEndpoints: readonly WebhookEndpoint[] = [fresh, crm, paused];

export const webhookEndpointsOneFailing: readonly WebhookEndpoint[] = [crm, failing];

export const webhookEndpointsOneHeld: readonly WebhookEndpoint[] = [crm, held];
