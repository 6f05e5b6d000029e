import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

export function publicHandlers({
  publicData,
  leads,
}: Services): Pick<Handlers, 'getFleetStats' | 'getDashcamCount' | 'getPricing' | 'sendContactEmail' | 'sendDemoRequest'> {
  return {
    getFleetStats: async () => ({ status: 200, body: await publicData.fleetStats() }),
    getDashcamCount: async () => ({ status: 200, body: await publicData.dashcamCount() }),
    getPricing: async () => ({ status: 200, body: await publicData.pricing() }),
    sendContactEmail: async ({ body, clientIp }) => ({ status: 200, body: { success: true, message: await leads.contact(body, clientIp) } }),
    sendDemoRequest: async ({ body, clientIp }) => ({ status: 200, body: { success: true, message: await leads.demo(body, clientIp) } }),
  };
}
