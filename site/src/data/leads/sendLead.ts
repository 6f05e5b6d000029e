import { LeadSendError, leadFailureOf } from './leadFailure.ts';

/** The accepted answer of a lead form call; a refusal becomes a LeadSendError that says what the form should show. */
export async function sendLead<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  throw new LeadSendError(leadFailureOf(response.status, error, response.headers.get('Retry-After'), Date.now()));
}
