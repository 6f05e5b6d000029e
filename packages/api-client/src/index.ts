export { type Answer, AnswerError, answerOf } from './answerOf.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createPublicApiClient,
  type PublicApiClientOptions,
} from './createApiClient.ts';
export * from './generated/enums.ts';
export type { components, operations, paths } from './generated/schema.ts';
export type * from './types.ts';
