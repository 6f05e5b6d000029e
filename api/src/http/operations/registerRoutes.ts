import type { Hono } from 'hono';
import type { ContentfulStatusCode, RedirectStatusCode } from 'hono/utils/http-status';
import { actionDeprecation, actionTable, type Handlers, type OperationId, operationTable } from '../../generated/operations.ts';
import type { AuthContext } from '../../services/auth/AuthContext.ts';
import { clientAddress } from '../address/clientAddress.ts';
import { socketAddress } from '../address/socketAddress.ts';
import { ApiError } from '../errors/ApiError.ts';
import { toHttpError } from '../errors/toHttpError.ts';
import { familyOf } from '../familyOf.ts';
import { privateNoStore } from '../middleware/privateNoStore.ts';
import { wpQuery } from '../wordpress/wpQuery.ts';
import { actionDispatcher } from './actionDispatcher.ts';
import { auditActionOf } from './auditActionOf.ts';
import { deprecationHeaders } from './deprecationHeaders.ts';
import type { ActionMeta, OperationMeta } from './operationMeta.ts';
import { publicReadCacheControl } from './preparedPublicReads.ts';
import type { RouteGuards } from './RouteGuards.ts';
import { mediaTypeOf, readJsonBody } from './readJsonBody.ts';
import { requireRole } from './requireRole.ts';
import { compileValidator, type ValidRequest } from './validation.ts';

export function cacheControl(op: OperationMeta): string {
  if (familyOf(op.path) === 'wp') return 'public, max-age=60';
  if (op.method === 'GET' && op.security === 'anonKey') return publicReadCacheControl;
  return privateNoStore;
}

type AnyHandler = (input: unknown) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>;

const dispatchers: Readonly<Record<string, Readonly<Record<string, ActionMeta>>>> = actionTable;

/**
 * Registers every operation of openapi.yaml on `app`, each behind auth and validation compiled from the document. An
 * operation with `x-actions` (`/functions/v1/admin`) dispatches: its request is run as the operation its action names.
 */
export function registerRoutes(app: Hono, handlers: Handlers, guards: RouteGuards): void {
  for (const id of Object.keys(operationTable) as OperationId[]) {
    const op: OperationMeta = operationTable[id];
    const cachePolicy = cacheControl(op);
    const wordpress = familyOf(op.path) === 'wp';
    const actions = dispatchers[id];
    const dispatch = actions ? actionDispatcher<OperationId>(op, actions, operationTable) : undefined;
    const validate = actions ? undefined : compileValidator(op);

    app.on(op.method, op.honoPath, async (c) => {
      c.header('Cache-Control', cachePolicy);
      let body: unknown;
      if (op.body) {
        if (mediaTypeOf(c.req.header('content-type')) !== op.body.contentType) {
          throw new ApiError(415, 'unsupported_media_type', `Content-Type must be ${op.body.contentType}`);
        }
        body = await readJsonBody(c.req.raw, guards.bodyLimitBytes);
      }
      let auth: AuthContext | undefined;
      if (op.security === 'anonKey') guards.requireAnonKey(c.req.header('authorization'), c.req.header('apikey'));
      if (op.security === 'sessionToken') auth = await guards.requireSession(c.req.header('authorization'));
      // A password someone else set (an invitation, the generated first one) opens nothing but its own change;
      // a missing second factor the team requires, nothing but setting it up.
      if (auth?.manager.must_change_password && !op.accountSetup) {
        throw new ApiError(403, 'password_change_required', 'Please choose your own password before going on');
      }
      if (auth?.manager.mfa_setup_required && !op.accountSetup) {
        throw new ApiError(403, 'two_step_required', 'Please set up two-step verification before going on');
      }

      const query = wordpress ? wpQuery(new URL(c.req.url), c.req.query()) : c.req.query();
      let target: { id: OperationId; op: OperationMeta; valid: ValidRequest; missingId?: { field: string; message: string } };
      if (dispatch) {
        const dispatched = dispatch({ query, body });
        target = { id: dispatched.operationId, op: dispatched.op, valid: dispatched.request, missingId: dispatched.missingId };
        if (dispatched.action.deprecated) {
          for (const [name, value] of Object.entries(deprecationHeaders(actionDeprecation, dispatched.op.path, dispatched.request.path.id))) {
            c.header(name, value);
          }
        }
      } else {
        target = { id, op, valid: validate!({ query, path: c.req.param() as Record<string, string>, body }) };
      }
      const { valid } = target;
      const handler = handlers[target.id as keyof Handlers] as AnyHandler;
      const clientIp = clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), guards.trustedProxies);
      const audit = async (status: number, answer: unknown, actor?: { id?: string; email: string }) => {
        const actorId = actor?.id ?? auth?.manager.id;
        const actorEmail =
          actor?.email ?? auth?.manager.email ?? (typeof valid.body === 'object' && valid.body && 'email' in valid.body ? String(valid.body.email) : '');
        for (const kept of auditActionOf(target.id, { query: valid.query, path: valid.path, body: valid.body, status, answer })) {
          await guards.recordAudit({ ...kept, actorId, actorEmail, clientIp, requestId: c.get('requestId') ?? '' });
        }
      };
      let result: Awaited<ReturnType<AnyHandler>>;
      try {
        requireRole(target.op, auth);
        if (target.missingId) throw new ApiError(400, 'invalid_request', target.missingId.message, target.missingId.field);
        result = await handler({ ...valid, auth, clientIp, url: new URL(c.req.url), context: c });
      } catch (error) {
        const answer = toHttpError(error);
        if (answer instanceof ApiError) await audit(answer.status, undefined, answer.subject);
        throw answer;
      }
      // Who signed in is known from the answer, not from a session.
      const signedIn = id === 'signIn' || id === 'signInWithCode' ? (result.body as { manager?: { id: string; email: string } }).manager : undefined;
      await audit(result.status, result.body, signedIn);
      for (const [name, value] of Object.entries(result.headers ?? {})) c.header(name, value);
      const types = target.op.responses[String(result.status)] ?? [];
      if (result.status >= 300 && result.status < 400) return c.redirect(result.headers?.Location ?? '/', result.status as RedirectStatusCode);
      if (result.status === 204) return c.body(null, 204);
      if (types.includes('text/html')) return c.html(String(result.body), result.status as ContentfulStatusCode);
      // A file (exportLeads' CSV): a text body where the document also lists a type other than JSON.
      const fileType = types.find((type) => type !== 'application/json');
      if (fileType && typeof result.body === 'string') {
        return c.body(result.body, result.status as ContentfulStatusCode, { 'Content-Type': `${fileType}; charset=utf-8` });
      }
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
