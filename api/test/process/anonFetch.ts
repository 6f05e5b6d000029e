/** The public key the spawned servers are started with. */
export const processAnonKey = 'process-test-anon-key';

/** fetch with the public key, and a JSON body when one is given. */
export function anonFetch(url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${processAnonKey}` };
  if (body === undefined) return fetch(url, { headers });
  return fetch(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
