import { type FailureMessage, failureEvent, logToConsole } from '../failureLog.ts';
import { LeadSendError, leadFailureOf } from './leadFailure.ts';

/**
 * The accepted answer of a lead form call; a refusal becomes a LeadSendError that says what the form should show.
 * A send that failed is logged to the console too, in the spec's words (`message`), with the status or the error.
 */
export async function sendLead<T>(message: FailureMessage, call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: Awaited<typeof call>;
  try {
    answer = await call;
  } catch (error) {
    logToConsole(failureEvent(message, error));
    throw error;
  }
  const { data, error, response } = answer;
  if (response.ok && data !== undefined) return data;
  logToConsole({ message, status: response.status });
  throw new LeadSendError(leadFailureOf(response.status, error, response.headers.get('Retry-After'), Date.now()));
}
