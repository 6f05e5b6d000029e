import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from './generated/schema.ts';
import { sessionPaths } from './generated/sessionPaths.ts';

export interface ApiClientOptions {
  /** Origin of the server, '' for the page's own origin. */
  baseUrl: string;
  /** The public anonymous key sent on public calls. */
  anonKey: string;
  /** The session token for admin calls; read on every request so sign-in and sign-out apply at once. */
  getSessionToken?: () => string | null;
  fetch?: typeof globalThis.fetch;
}

/** The one typed client of the API, generated from openapi.yaml. */
export function createApiClient({ baseUrl, anonKey, getSessionToken, fetch }: ApiClientOptions) {
  const client = createFetchClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  const auth: Middleware = {
    onRequest({ request, schemaPath }) {
      if (request.headers.has('Authorization')) return request;
      const token = sessionPaths.has(schemaPath) ? getSessionToken?.() : anonKey;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * react-query hooks typed by the same document (useQuery, useMutation, useInfiniteQuery). Separate from the
 * client so a page that needs only a query or two does not ship the mutation and infinite-query code.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client);
}

export type ApiHooks = ReturnType<typeof createApiHooks>;
