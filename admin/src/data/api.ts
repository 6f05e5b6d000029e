import { createApiClient } from '@fleet/api-client';
import { readAccessToken } from './session/sessionStorage.ts';

export const client = createApiClient({
  baseUrl: '',
  anonKey: import.meta.env.VITE_ANON_KEY ?? 'public-anon-key',
  getSessionToken: readAccessToken,
});
