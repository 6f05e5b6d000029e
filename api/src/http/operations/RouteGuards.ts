import type { AuditEvent } from '../../services/audit/createAuditService.ts';
import type { AuthContext } from '../../services/auth/AuthContext.ts';
import type { ProxyTrust } from '../address/proxyTrust.ts';

/** What every route needs from the server around its handler: keys, sessions, limits and the audit trail. */
export interface RouteGuards {
  /** Throws ApiError 401 unless the public anonymous key is presented. */
  requireAnonKey(authorization: string | undefined, apiKey: string | undefined): void;
  /** Resolves the session token to its manager, or throws ApiError 401/403. */
  requireSession(authorization: string | undefined): Promise<AuthContext>;
  bodyLimitBytes: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (TRUSTED_PROXIES). */
  trustedProxies: ProxyTrust;
  /** Keeps one event in the audit trail. */
  recordAudit(event: AuditEvent): Promise<void>;
}
