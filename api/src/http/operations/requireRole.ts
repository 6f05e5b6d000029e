import type { AuthContext } from '../../services/auth/AuthContext.ts';
import { unauthorized } from '../../services/auth/createAuthService.ts';
import type { OperationMeta } from './operationMeta.ts';

/**
 * The one check of an operation's role (`x-role` in openapi.yaml): a session below it is refused with 403
 * 'Unauthorized', as an inactive manager's is. It runs after the request's validation, where the handlers used
 * to check, so a malformed request is still answered 400 whoever sends it.
 */
export function requireRole(op: Pick<OperationMeta, 'role'>, auth: AuthContext | undefined): void {
  if (op.role === 'super' && auth?.manager.role !== 'super') throw unauthorized();
}
