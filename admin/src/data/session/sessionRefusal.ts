import { AdminCallError } from '../AdminCallError.ts';

/** How a query or mutation wants a refused session handled (react-query `meta`). */
export interface SessionRefusalMeta extends Record<string, unknown> {
  /** A 403 is a message on the page (e.g. 'You are not authorized to generate demo URLs'), not a sign-out. */
  forbiddenIsMessage?: boolean;
  /** The call ends the session itself (sign-out): a refusal changes nothing. */
  ignoreRefusal?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionRefusalMeta;
    mutationMeta: SessionRefusalMeta;
  }
}

/**
 * A call refused because the session ended (401), or because the manager is inactive or
 * lacks the role (403), ends the session here too and sends the person to /admin/login.
 */
export function endsSession(error: unknown, meta: SessionRefusalMeta | undefined): boolean {
  if (!(error instanceof AdminCallError) || meta?.ignoreRefusal) return false;
  if (error.sessionEnded) return true;
  return error.forbidden && !meta?.forbiddenIsMessage;
}
