/**
 * What the server can tell a receiver about: a new lead, a change staff made to one, an unconfirmed repeat request
 * from a lead's address (apart from the lead, which it never changes), a demo link opened.
 */
export const webhookEvents = ['lead.created', 'lead.updated', 'lead.requested_again', 'demo_link.opened'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventDescriptions = {
  'lead.created': 'A contact or demo request came in.',
  'lead.updated': 'Someone on the team changed a lead in the inbox.',
  'lead.requested_again': "A request came with an open lead's e-mail address: the lead as it is, and the unconfirmed request apart.",
  'demo_link.opened': 'A client opened their demo link.',
} as const satisfies Record<WebhookEvent, string>;

/** `pending`: waiting to be tried (again); `delivered`: a 2xx came; `failed`: given up after the last attempt. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** An address the server sends signed events to. */
export interface WebhookEndpoint {
  id: string;
  /** https, unless the operator allows the host (WEBHOOK_ALLOWED_HOSTS). */
  url: string;
  events: readonly WebhookEvent[];
  /** Paused endpoints are sent nothing new. */
  active: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** The name of the super admin who added it. */
  createdBy: string;
  /** The latest delivery; null before the first. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string } | null;
  /** Deliveries given up on, or waiting to be tried again after a failed attempt. */
  failing: number;
  /** Failed attempts in a row; a delivered one sets it back to 0. */
  consecutiveFailures: number;
  /** ISO 8601: while the server holds the endpoint back after too many failed attempts in a row, when it tries again; else null. */
  heldUntil: string | null;
}

/** What a row's buttons do; `rotate` and `delete` are asked first. */
export const webhookActions = ['pause', 'resume', 'rotate', 'delete'] as const;
export type WebhookAction = (typeof webhookActions)[number];

/** An action the app is running (or has just failed) for one endpoint. */
export interface WebhookActionTarget {
  id: string;
  action: WebhookAction;
}

export interface WebhookActionError extends WebhookActionTarget {
  /** E.g. 'Failed to pause the endpoint', 'Failed to delete the endpoint'. */
  message: string;
}

/** '1 delivery is failing' or '3 deliveries are failing'. */
export const failingSummary = (count: number) => (count === 1 ? '1 delivery is failing' : `${count} deliveries are failing`);

/** What a held endpoint's row says: why nothing is being sent, and when it is tried again. */
export const heldSummary = (failures: number, until: string) =>
  `Held back after ${failures} failed attempts in a row: its deliveries wait, and one is tried again ${until}.`;
