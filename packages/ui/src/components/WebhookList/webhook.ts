import type { WebhookEvent } from '@fleet/api-client';

/**
 * What each event tells a receiver: a new lead, a change staff made to one, an unconfirmed repeat request from a
 * lead's address (apart from the lead, which it never changes), a demo link opened.
 */
export const webhookEventDescriptions = {
  'lead.created': 'A contact or demo request came in.',
  'lead.updated': 'Someone on the team changed a lead in the inbox.',
  'lead.requested_again': "A request came with an open lead's e-mail address: the lead as it is, and the unconfirmed request apart.",
  'demo_link.opened': 'A client opened their demo link.',
} as const satisfies Record<WebhookEvent, string>;

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
