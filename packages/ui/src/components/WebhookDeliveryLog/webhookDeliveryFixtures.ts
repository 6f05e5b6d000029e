import type { WebhookDelivery } from '@fleet/api-client';
import { minutesFromStoryNow } from '../WebhookList/webhookFixtures.ts';

const stackTrace = `{"error":"Internal Server Error","message":"Cannot read properties of undefined (reading 'company')","stack":"TypeError: Cannot read properties of undefined (reading 'company')\\n    at mapLead (/srv/crm/src/hooks/fleet.js:42:31)\\n    at handleFleetHook (/srv/crm/src/hooks/fleet.js:18:17)\\n    at Layer.handle [as handle_request] (/srv/crm/node_modules/express/lib/router/layer.js:95:5)\\n    at next (/srv/crm/node_modules/express/lib/router/route.js:149:13)\\n    at Route.dispatch (/srv/crm/node_modules/express/lib/router/route.js:119:3)"}`;

const badGateway =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>';

/** Story data: an endpoint's deliveries in each state, dated from the stories' fixed now. */
export const webhookDeliveryFixtures = {
  delivered: {
    id: 'e3a1f7c2-5b8d-4e06-9c4a-2f7b1d8e6a53',
    event_id: 'msg_2pXk7Rj4Lq9cV1mN8sTb',
    event_type: 'lead.created',
    status: 'delivered',
    attempts: 1,
    created_at: minutesFromStoryNow(-12),
    delivered_at: minutesFromStoryNow(-12),
    next_attempt_at: null,
    log: [{ at: minutesFromStoryNow(-12), status_code: 200, duration_ms: 184, excerpt: '{"received":true}', error: null }],
  },
  retrying: {
    id: '4f9c2b7e-1a6d-4c83-b0e5-8d2a7f3c9b16',
    event_id: 'msg_2pXjQ3nW8kE5rY7uHc2d',
    event_type: 'lead.updated',
    status: 'pending',
    attempts: 2,
    created_at: minutesFromStoryNow(-25),
    delivered_at: null,
    next_attempt_at: minutesFromStoryNow(15),
    log: [
      { at: minutesFromStoryNow(-25), status_code: 500, duration_ms: 412, excerpt: stackTrace, error: null },
      { at: minutesFromStoryNow(-20), status_code: null, duration_ms: 10_000, excerpt: null, error: 'timed out after 10 s' },
    ],
  },
  deliveredAfterRetries: {
    id: '8b6e0d3a-7c2f-4a95-9e1b-5d4c8a2f7e09',
    event_id: 'msg_2pXhB6tZ1fG9wK3mPq5s',
    event_type: 'lead.updated',
    status: 'delivered',
    attempts: 3,
    created_at: minutesFromStoryNow(-95),
    delivered_at: minutesFromStoryNow(-85),
    next_attempt_at: null,
    log: [
      { at: minutesFromStoryNow(-95), status_code: 502, duration_ms: 2_140, excerpt: badGateway, error: null },
      { at: minutesFromStoryNow(-94), status_code: null, duration_ms: 10_000, excerpt: null, error: 'timed out after 10 s' },
      { at: minutesFromStoryNow(-85), status_code: 200, duration_ms: 312, excerpt: '{"ok":true,"lead":"L-48213"}', error: null },
    ],
  },
  failed: {
    id: 'a2d7f5c9-3e1b-4f68-8c0a-6b9e2d4f1a87',
    event_id: 'msg_2pXfN4dC7vS2hL8yRa1k',
    event_type: 'demo_link.opened',
    status: 'failed',
    attempts: 4,
    created_at: minutesFromStoryNow(-300),
    delivered_at: null,
    next_attempt_at: null,
    log: [
      { at: minutesFromStoryNow(-300), status_code: 404, duration_ms: 41, excerpt: '{"error":"No route for POST /hooks/fleet-old"}', error: null },
      { at: minutesFromStoryNow(-299), status_code: null, duration_ms: 3, excerpt: null, error: 'connect ECONNREFUSED 203.0.113.7:443' },
      { at: minutesFromStoryNow(-290), status_code: null, duration_ms: 1, excerpt: null, error: 'refused: 127.0.0.1 is a loopback address' },
      { at: minutesFromStoryNow(-240), status_code: 404, duration_ms: 38, excerpt: '{"error":"No route for POST /hooks/fleet-old"}', error: null },
    ],
  },
} satisfies Record<string, WebhookDelivery>;

const { delivered, retrying, deliveredAfterRetries, failed } = webhookDeliveryFixtures;

/** Newest first, as the server lists them. */
export const webhookDeliveries: readonly WebhookDelivery[] = [delivered, retrying, deliveredAfterRetries, failed];
