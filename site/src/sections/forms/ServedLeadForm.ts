import type { LeadFailure } from '../../data/leads/leadFailure.ts';

/**
 * A lead form as the server answered a post of it (made without script): what was typed, each field's error,
 * the failure when the server refused it as a whole, or the address a sent form went to.
 */
export interface ServedLeadForm<Values> {
  /** Absent once sent: the form is empty again behind the success screen. */
  values?: Values;
  errors?: Record<string, string>;
  failure?: LeadFailure;
  /** Set once the form was sent: the success screen shows, naming this address where it says so. */
  sentTo?: string;
}
