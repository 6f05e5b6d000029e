import { type Answer, AnswerError, answerOf } from '@fleet/api-client';
import { AdminCallError, serverMessageOf } from './AdminCallError.ts';

/** The message when the server gives none: one text, or one for an answer without a message and one for no answer. */
export type Fallback = string | { answered: (response: Response) => string; network: string };

/**
 * The body of a successful admin call. Anything else throws an AdminCallError carrying the server's
 * message (its `error` field, else its `message` field), or `fallback` when it gave none.
 */
export async function adminCall<T>(call: Promise<Answer<T>>, fallback: Fallback): Promise<T> {
  const { answered, network } = typeof fallback === 'string' ? { answered: () => fallback, network: fallback } : fallback;
  try {
    return await answerOf(call);
  } catch (cause) {
    if (cause instanceof AnswerError) {
      const serverMessage = serverMessageOf(cause.body);
      throw new AdminCallError(serverMessage ?? answered(cause.response), cause.status, serverMessage, { cause });
    }
    // fetch rejects only when no answer came back at all.
    throw new AdminCallError(network, 0, undefined, { cause });
  }
}
