import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import { type Handlers, type OperationId, operationTable } from '../generated/operations.ts';
import type { AuditEvent } from '../services/audit/createAuditService.ts';
import type { AuthContext } from '../services/auth/AuthContext.ts';
import { ApiError } from './ApiError.ts';
import { auditActionOf } from './auditActionOf.ts';
import { clientAddress } from './clientAddress.ts';
import { familyOf } from './errorResponses.ts';
import type { OperationMeta } from './operationMeta.ts';
import { publicReadCacheControl } from './preparedPublicReads.ts';
import { readJsonBody } from './readJsonBody.ts';
import { compileValidator } from './validation.ts';

export interface RouteGuards {
  /** Throws ApiError 401 unless the public anonymous key is presented. */
  requireAnonKey(authorization: string | undefined, apiKey: string | undefined): void;
  /** Resolves the session token to its manager, or throws ApiError 401/403. */
  requireSession(authorization: string | undefined): Promise<AuthContext>;
  bodyLimitBytes: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (TRUST_PROXY). */
  trustedProxies: number;
  /** Keeps one event in the audit trail. */
  recordAudit(event: AuditEvent): Promise<void>;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function cacheControl(op: OperationMeta): string {
  if (familyOf(op.path) === 'wp') return 'public, max-age=60';
  if (op.method === 'GET' && op.security === 'anonKey') return publicReadCacheControl;
  return 'no-store';
}

/** Registers every operation of openapi.yaml on `app`, each behind auth and validation compiled from the document. */
export function registerRoutes(app: Hono, handlers: Handlers, guards: RouteGuards): void {
  for (const id of Object.keys(operationTable) as OperationId[]) {
    const op: OperationMeta = operationTable[id];
    const validate = compileValidator(op);
    const cachePolicy = cacheControl(op);
    const handler = handlers[id] as (input: unknown) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;

    app.on(op.method, op.honoPath, async (c) => {
      c.header('Cache-Control', cachePolicy);
      let body: unknown;
      if (op.body) {
        const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (mediaType !== op.body.contentType) {
          throw new ApiError(415, 'unsupported_media_type', `Content-Type must be ${op.body.contentType}`);
        }
        body = await readJsonBody(c.req.raw, guards.bodyLimitBytes);
      }
      let auth: AuthContext | undefined;
      if (op.security === 'anonKey') guards.requireAnonKey(c.req.header('authorization'), c.req.header('apikey'));
      if (op.security === 'sessionToken') auth = await guards.requireSession(c.req.header('authorization'));
      // A password someone else set (an invitation, the generated first one) opens nothing but its own change.
      if (auth?.manager.must_change_password && !op.beforePasswordChange) {
        throw new ApiError(403, 'password_change_required', 'Please choose your own password before going on');
      }

      const valid = validate({ query: c.req.query(), path: c.req.param() as Record<string, string>, body });
      const clientIp = clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), guards.trustedProxies);
      const audit = async (status: number, actorId = auth?.manager.id) => {
        const kept = auditActionOf(id, { query: valid.query, body: valid.body, status });
        if (!kept) return;
        const actorEmail = auth?.manager.email ?? (typeof valid.body === 'object' && valid.body && 'email' in valid.body ? String(valid.body.email) : '');
        await guards.recordAudit({ ...kept, actorId, actorEmail, clientIp, requestId: c.get('requestId') ?? '' });
      };
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await handler({ ...valid, auth, clientIp, url: new URL(c.req.url), context: c });
      } catch (error) {
        if (error instanceof ApiError) await audit(error.status);
        throw error;
      }
      const signedIn = id === 'signIn' && result.status === 200 ? (result.body as { manager?: { id: string } }).manager?.id : undefined;
      await audit(result.status, signedIn ?? auth?.manager.id);
      for (const [name, value] of Object.entries(result.headers ?? {})) c.header(name, value);
      const types = op.responses[String(result.status)] ?? [];
      if (result.status >= 300 && result.status < 400) return c.redirect(result.headers?.Location ?? '/', result.status as RedirectStatusCode);
      if (types.includes('text/html')) return c.html(String(result.body), result.status as ContentfulStatusCode);
      return c.json(result.body ?? null, result.status as ContentfulStatusCode);
    });
  }
}

/** The methods each documented path answers, for 405 with an Allow header. */
export function allowedMethods(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const op of Object.values(operationTable) as OperationMeta[]) {
    byPath.set(op.honoPath, [...(byPath.get(op.honoPath) ?? []), op.method]);
  }
  return byPath;
}
