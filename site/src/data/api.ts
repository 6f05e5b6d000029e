import { createApiClient } from '@fleet/api-client';

/** The public key the site's reads and lead forms send. */
export const anonKey: string = import.meta.env.VITE_ANON_KEY ?? 'public-anon-key';

export const client = createApiClient({ baseUrl: '', anonKey });

/** The body of a successful answer; anything else becomes an error for react-query to hold. */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new Error(`${response.url} answered ${response.status}`);
  return data;
}
