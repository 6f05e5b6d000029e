import type { operations } from '@fleet/api-client';
import type { Context } from 'hono';
import type { AuthContext } from '../../services/auth/AuthContext.ts';

// The operations as the client's types know them; the generated Handlers (src/generated/operations.ts) name
// each one with its security, so that this file needs nothing from the generated one.
type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

/** What an operation asks of the caller, as openapi.yaml's `security` says. */
export type Security = 'anonKey' | 'sessionToken' | null;

type Part<K extends OperationId, Where extends 'query' | 'path'> =
  Op<K> extends { parameters: { [P in Where]?: infer T } } ? ([T] extends [undefined] ? Record<string, never> : NonNullable<T>) : Record<string, never>;

/** The query with the parameters the document gives a default made present: validation has filled them in. */
type QueryOf<K extends OperationId, Defaulted extends string> = [Defaulted] extends [never]
  ? Part<K, 'query'>
  : Omit<Part<K, 'query'>, Defaulted> & Required<Pick<Part<K, 'query'>, Defaulted & keyof Part<K, 'query'>>>;

type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

/** The body of one answer: JSON, a page (`text/html`) or a file (`text/csv`); an answer with several types may give any of them. */
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

type Responses<K extends OperationId> = Op<K>['responses'];

/** Every documented answer of an operation: its status with the body the document gives it. */
export type HandlerResult<K extends OperationId> = {
  [S in keyof Responses<K>]: { status: S; body: ContentOf<Responses<K>[S]>; headers?: Record<string, string> };
}[keyof Responses<K>];

type AuthOf<S extends Security> = S extends 'sessionToken' ? AuthContext : undefined;

export interface HandlerInput<K extends OperationId, S extends Security, Defaulted extends string = never> {
  query: QueryOf<K, Defaulted>;
  path: Part<K, 'path'>;
  body: BodyOf<K>;
  auth: AuthOf<S>;
  clientIp: string;
  url: URL;
  context: Context;
}

export type Handler<K extends OperationId, S extends Security, Defaulted extends string = never> = (
  input: HandlerInput<K, S, Defaulted>,
) => Promise<HandlerResult<K>>;
