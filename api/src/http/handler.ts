import type { operations } from '@fleet/api-client';
import type { Context } from 'hono';
import type { OperationId, operationTable } from '../generated/operations.ts';
import type { AuthContext } from '../services/auth/AuthContext.ts';

type Op<K extends OperationId> = operations[K];

type Part<K extends OperationId, Where extends 'query' | 'path'> =
  Op<K> extends { parameters: { [P in Where]?: infer T } } ? ([T] extends [undefined] ? Record<string, never> : NonNullable<T>) : Record<string, never>;

type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type ContentOf<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content: { 'text/html': infer H } } ? H : undefined;

type Responses<K extends OperationId> = Op<K>['responses'];

/** Every documented answer of an operation: its status with the body the document gives it. */
export type HandlerResult<K extends OperationId> = {
  [S in keyof Responses<K>]: { status: S; body: ContentOf<Responses<K>[S]>; headers?: Record<string, string> };
}[keyof Responses<K>];

type AuthOf<K extends OperationId> = (typeof operationTable)[K]['security'] extends 'sessionToken' ? AuthContext : undefined;

export interface HandlerInput<K extends OperationId> {
  query: Part<K, 'query'>;
  path: Part<K, 'path'>;
  body: BodyOf<K>;
  auth: AuthOf<K>;
  clientIp: string;
  url: URL;
  context: Context;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResult<K>>;
