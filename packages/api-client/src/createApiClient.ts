import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/schema.ts';
import { sessionOperations } from './generated/sessionPaths.ts';

export interface PublicApiClientOptions {
  /** Origin of the server, '' for the page's own origin. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

export interface ApiClientOptions extends PublicApiClientOptions {
  /** The public anonymous key sent on public calls. */
  anonKey: string;
  /** The session token for admin calls; read on every request so sign-in and sign-out apply at once. */
  getSessionToken?: () => string | null;
}

/**
 * The typed client without this server's keys, for the paths openapi.yaml leaves open (security: null) when
 * another server may answer them: the content paths on a WordPress site must not receive our Authorization.
 * Its answers are typed as JSON: an answer of another type (`exportLeads`' CSV) is read with `parseAs: 'text'`.
 */
export function createPublicApiClient({ baseUrl, fetch }: PublicApiClientOptions) {
  return createFetchClient<paths, 'application/json'>({ baseUrl, ...(fetch ? { fetch } : {}) });
}

/** The one typed client of the API, generated from openapi.yaml. */
export function createApiClient({ baseUrl, anonKey, getSessionToken, fetch }: ApiClientOptions) {
  const client = createPublicApiClient({ baseUrl, fetch });
  const auth: Middleware = {
    onRequest({ request, schemaPath }) {
      if (request.headers.has('Authorization')) return request;
      const token = sessionOperations.has(`${request.method} ${schemaPath}`) ? getSessionToken?.() : anonKey;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(auth);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
