export type { components, operations, paths } from './generated/schema.js';
export { createApiClient, createApiHooks, type ApiClient, type ApiClientOptions, type ApiHooks } from './createApiClient.js';
export type * from './types.js';
