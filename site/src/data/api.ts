import { createApiClient } from '@fleet/api-client';

/** The public key the site's reads and lead forms send. */
export const anonKey: string = import.meta.env.VITE_ANON_KEY ?? 'public-anon-key';

export const client = createApiClient({ baseUrl: '', anonKey });
