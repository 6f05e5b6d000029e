import type { Context } from 'hono';
import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

/** Who sent a lead, for the visit it is joined to: the address and the user agent (neither kept with the visit). */
const senderOf = (clientIp: string, c: Context) => ({ address: clientIp, userAgent: c.req.header('user-agent') ?? '' });

export function publicHandlers({
  publicData,
  leads,
}: Services): Pick<Handlers, 'getFleetStats' | 'getDashcamCount' | 'getPricing' | 'sendContactEmail' | 'sendDemoRequest'> {
  return {
    getFleetStats: async () => ({ status: 200, body: await publicData.fleetStats() }),
    getDashcamCount: async () => ({ status: 200, body: await publicData.dashcamCount() }),
    getPricing: async () => ({ status: 200, body: await publicData.pricing() }),
    sendContactEmail: async ({ body, clientIp, context }) => ({
      status: 200,
      body: { success: true, message: await leads.contact(body, senderOf(clientIp, context)) },
    }),
    sendDemoRequest: async ({ body, clientIp, context }) => ({
      status: 200,
      body: { success: true, message: await leads.demo(body, senderOf(clientIp, context)) },
    }),
  };
}
