import type { Webhook } from '@fleet/api-client';
import { daysFromStoryNow, storyNow } from '../../test/storyProviders.ts';

/** A moment `minutes` from the stories' fixed now (negative: before it). */
export const minutesFromStoryNow = (minutes: number) => new Date(storyNow().getTime() + minutes * 60_000).toISOString();

/** Story data: a CRM that takes everything, a chat relay that is failing, a paused automation, and one just added. */
export const webhookFixtures = {
  crm: {
    id: '5b2e9c41-7d3a-4f68-9a0e-1c8d4b7f2e63',
    url: 'https://crm.northwind.example.com/api/hooks/fleet',
    events: ['lead.created', 'lead.updated', 'demo_link.opened'],
    active: true,
    created_at: daysFromStoryNow(-19, 11),
    created_by: 'Eleanor Vance',
    last_delivery: { status: 'delivered', at: minutesFromStoryNow(-12) },
    failing: 0,
    consecutive_failures: 0,
    held_until: null,
  },
  failing: {
    id: 'c7a14f08-2e6b-4d93-8f5c-0b9e3a6d1f27',
    url: 'https://chat-relay.example.net/services/T024BE7LD/B01J8Q7HC4F/fleet-new-leads',
    events: ['lead.created'],
    active: true,
    created_at: daysFromStoryNow(-6, 15),
    created_by: 'Eleanor Vance',
    last_delivery: { status: 'pending', at: minutesFromStoryNow(-4) },
    failing: 3,
    consecutive_failures: 2,
    held_until: null,
  },
  held: {
    id: '6e0c4a93-8b1f-4d25-9c7e-3f5a2d8b6e14',
    url: 'https://erp.example.org/hooks/fleet-leads',
    events: ['lead.created', 'lead.updated'],
    active: true,
    created_at: daysFromStoryNow(-12, 10),
    created_by: 'Rafael Moreno',
    last_delivery: { status: 'pending', at: minutesFromStoryNow(-3) },
    failing: 7,
    consecutive_failures: 5,
    held_until: minutesFromStoryNow(2),
  },
  paused: {
    id: '91f3d6b2-4c8e-4a17-b5d0-7e2a9c3f8b14',
    url: 'https://automation.example.org/webhook/demo-opens',
    events: ['demo_link.opened'],
    active: false,
    created_at: daysFromStoryNow(-40, 9),
    created_by: 'Rafael Moreno',
    last_delivery: { status: 'delivered', at: daysFromStoryNow(-9, 14) },
    failing: 0,
    consecutive_failures: 0,
    held_until: null,
  },
  fresh: {
    id: '2d8b5e7f-0a3c-4e91-a6f2-8c4d1b9e7a30',
    url: 'https://leads.example.com/inbound/fleet',
    events: ['lead.created', 'lead.updated'],
    active: true,
    created_at: minutesFromStoryNow(-2),
    created_by: 'Eleanor Vance',
    last_delivery: null,
    failing: 0,
    consecutive_failures: 0,
    held_until: null,
  },
} satisfies Record<string, Webhook>;

const { crm, failing, held, paused, fresh } = webhookFixtures;

/** Newest first, as the server lists them. */
export const webhookEndpoints: readonly Webhook[] = [fresh, crm, paused];

export const webhookEndpointsOneFailing: readonly Webhook[] = [crm, failing];

export const webhookEndpointsOneHeld: readonly Webhook[] = [crm, held];
