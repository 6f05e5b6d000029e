import { AdminCallError, serverMessageOf } from './AdminCallError.ts';

/** The message when the server gives none: one text, or one for an answer without a message and one for no answer. */
export type Fallback = string | { answered: (response: Response) => string; network: string };

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The body of a successful admin call. Anything else throws an AdminCallError carrying the server's
 * message, or `fallback` when it gave none (spec §8: "from the response's error field or message field,
 * else a default").
 */
export async function adminCall<T>(call: Promise<Answer<T>>, fallback: Fallback): Promise<T> {
  const { answered, network } = typeof fallback === 'string' ? { answered: () => fallback, network: fallback } : fallback;
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (cause) {
    // fetch rejects only when no answer came back at all.
    throw new AdminCallError(network, 0, undefined, { cause });
  }
  const { data, error, response } = answer;
  if (!response.ok || error !== undefined || data === undefined) {
    const serverMessage = serverMessageOf(error);
    throw new AdminCallError(serverMessage ?? answered(response), response.status, serverMessage);
  }
  return data;
}
