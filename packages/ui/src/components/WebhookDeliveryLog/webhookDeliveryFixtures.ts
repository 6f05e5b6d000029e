import { minutesFromStoryNow } from '../WebhookList/webhookFixtures.ts';
import type { WebhookDelivery } from './webhookDelivery.ts';

const stackTrace = `{"error":"Internal Server Error","message":"Cannot read properties of undefined (reading 'company')","stack":"TypeError: Cannot read properties of undefined (reading 'company')\\n    at mapLead (/srv/crm/src/hooks/fleet.js:42:31)\\n    at handleFleetHook (/srv/crm/src/hooks/fleet.js:18:17)\\n    at Layer.handle [as handle_request] (/srv/crm/node_modules/express/lib/router/layer.js:95:5)\\n    at next (/srv/crm/node_modules/express/lib/router/route.js:149:13)\\n    at Route.dispatch (/srv/crm/node_modules/express/lib/router/route.js:119:3)"}`;

const badGateway =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>';

/** Story data: an endpoint's deliveries in each state, dated from the stories' fixed now. */
export const webhookDeliveryFixtures = {
  delivered: {
    id: 'e3a1f7c2-5b8d-4e06-9c4a-2f7b1d8e6a53',
    eventId: 'msg_2pXk7Rj4Lq9cV1mN8sTb',
    eventType: 'lead.created',
    status: 'delivered',
    attempts: 1,
    createdAt: minutesFromStoryNow(-12),
    deliveredAt: minutesFromStoryNow(-12),
    nextAttemptAt: null,
    log: [{ at: minutesFromStoryNow(-12), statusCode: 200, durationMs: 184, excerpt: '{"received":true}', error: null }],
  },
  retrying: {
    id: '4f9c2b7e-1a6d-4c83-b0e5-8d2a7f3c9b16',
    eventId: 'msg_2pXjQ3nW8kE5rY7uHc2d',
    eventType: 'lead.updated',
    status: 'pending',
    attempts: 2,
    createdAt: minutesFromStoryNow(-25),
    deliveredAt: null,
    nextAttemptAt: minutesFromStoryNow(15),
    log: [
      { at: minutesFromStoryNow(-25), statusCode: 500, durationMs: 412, excerpt: stackTrace, error: null },
      { at: minutesFromStoryNow(-20), statusCode: null, durationMs: 10_000, excerpt: null, error: 'timed out after 10 s' },
    ],
  },
  deliveredAfterRetries: {
    id: '8b6e0d3a-7c2f-4a95-9e1b-5d4c8a2f7e09',
    eventId: 'msg_2pXhB6tZ1fG9wK3mPq5s',
    eventType: 'lead.updated',
    status: 'delivered',
    attempts: 3,
    createdAt: minutesFromStoryNow(-95),
    deliveredAt: minutesFromStoryNow(-85),
    nextAttemptAt: null,
    log: [
      { at: minutesFromStoryNow(-95), statusCode: 502, durationMs: 2_140, excerpt: badGateway, error: null },
      { at: minutesFromStoryNow(-94), statusCode: null, durationMs: 10_000, excerpt: null, error: 'timed out after 10 s' },
      { at: minutesFromStoryNow(-85), statusCode: 200, durationMs: 312, excerpt: '{"ok":true,"lead":"L-48213"}', error: null },
    ],
  },
  failed: {
    id: 'a2d7f5c9-3e1b-4f68-8c0a-6b9e2d4f1a87',
    eventId: 'msg_2pXfN4dC7vS2hL8yRa1k',
    eventType: 'demo_link.opened',
    status: 'failed',
    attempts: 4,
    createdAt: minutesFromStoryNow(-300),
    deliveredAt: null,
    nextAttemptAt: null,
    log: [
      { at: minutesFromStoryNow(-300), statusCode: 404, durationMs: 41, excerpt: '{"error":"No route for POST /hooks/fleet-old"}', error: null },
      { at: minutesFromStoryNow(-299), statusCode: null, durationMs: 3, excerpt: null, error: 'connect ECONNREFUSED 203.0.113.7:443' },
      { at: minutesFromStoryNow(-290), statusCode: null, durationMs: 1, excerpt: null, error: 'refused: 127.0.0.1 is a loopback address' },
      { at: minutesFromStoryNow(-240), statusCode: 404, durationMs: 38, excerpt: '{"error":"No route for POST /hooks/fleet-old"}', error: null },
    ],
  },
} satisfies Record<string, WebhookDelivery>;

const { delivered, retrying, deliveredAfterRetries, failed } = webhookDeliveryFixtures;

/** Newest first, as the server lists them. */
export const webhookDeliveries: readonly WebhookDelivery[] = [delivered, retrying, deliveredAfterRetries, failed];
