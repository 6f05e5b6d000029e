import { createApiClient } from '@fleet/api-client';

export const client = createApiClient({
  baseUrl: '',
  anonKey: import.meta.env.VITE_ANON_KEY ?? 'public-anon-key',
});

/** The body of a successful answer; anything else becomes an error for react-query to hold. */
export async function answerOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (error !== undefined || data === undefined) throw new Error(`${response.url} answered ${response.status}`);
  return data;
}
