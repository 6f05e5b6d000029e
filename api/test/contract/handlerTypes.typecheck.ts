/**
 * Compiled by `npm run typecheck`, never run: each `@ts-expect-error` below must meet a type error,
 * so if the generated Handlers interface ever stopped catching these mistakes, tsc would fail.
 */

import type { Handlers } from '../../src/generated/operations.ts';

declare const handlers: Handlers;

// A missing handler.
// @ts-expect-error getPricing is required
export const missing: Handlers = { ...handlers, getPricing: undefined };

// A status the document does not list for the operation.
// @ts-expect-error getFleetStats has no 201 answer
export const wrongStatus: Handlers['getFleetStats'] = async () => ({ status: 201, body: { users: 1, dashcams: 2 } });

// A body off the document's schema.
// @ts-expect-error users must be a number
export const wrongBody: Handlers['getFleetStats'] = async () => ({ status: 200, body: { users: 'many', dashcams: 2 } });

// Reading a field the request body does not have.
export const wrongInput: Handlers['generateDemoUrl'] = async ({ body }) => {
  // @ts-expect-error the body has clientEmail, not email
  void body.email;
  throw new Error('never runs');
};

// The session is typed only where the document asks for one.
export const noSession: Handlers['getFleetStats'] = async ({ auth }) => {
  // @ts-expect-error public operations carry no manager
  void auth.manager;
  throw new Error('never runs');
};

// A path parameter is typed as the document types it.
export const wrongPathType: Handlers['getPost'] = async ({ path }) => {
  // @ts-expect-error the id is an integer
  void path.id.toUpperCase();
  throw new Error('never runs');
};

// A WordPress refusal the document does not list for the operation.
// @ts-expect-error getCategory has no 401 answer
export const unlistedRefusal: Handlers['getCategory'] = async () => ({ status: 401, body: { code: 'rest_forbidden', message: 'No.', data: { status: 401 } } });
