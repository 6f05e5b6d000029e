import { createApiClient } from '@fleet/api-client';

export const { client, hooks } = createApiClient({
  baseUrl: '',
  anonKey: import.meta.env.VITE_ANON_KEY ?? 'public-anon-key',
});
