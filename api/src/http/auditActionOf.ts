import type { components } from '@fleet/api-client';
import type { OperationId } from '../generated/operations.ts';

type AuditAction = components['schemas']['AuditAction'];

interface Outcome {
  query: Record<string, unknown>;
  body: unknown;
  /** The status the request was answered with. */
  status: number;
}

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * What the audit trail keeps of a request: its action and target, or undefined when there is nothing to
 * keep. Changes are kept when they went through; sign-in also when it was refused or held back. One table
 * for every operation, so a new operation adds its own line here.
 */
export function auditActionOf(operationId: OperationId, { query, body, status }: Outcome): { action: AuditAction; target: string } | undefined {
  if (operationId === 'signIn') {
    const action = ({ 200: 'signin', 401: 'signin_failed', 429: 'signin_throttled' } as const)[status as 200 | 401 | 429];
    return action ? { action, target: '' } : undefined;
  }
  if (status < 200 || status >= 300) return undefined;
  switch (operationId) {
    case 'signOut':
      return { action: 'signout', target: '' };
    case 'changePassword':
      return { action: 'password_change', target: '' };
    case 'endSession':
      return { action: 'session_end', target: field(body, 'id') };
    case 'endOtherSessions':
      return { action: 'sessions_end_others', target: '' };
    case 'createSalesManager':
      return { action: 'manager_invite', target: field(body, 'email') };
    case 'adminCommand':
      if (query.action === 'deleteSalesManager') return { action: 'manager_delete', target: field(body, 'id') };
      return { action: field(body, 'status') === 'active' ? 'manager_activate' : 'manager_deactivate', target: field(body, 'id') };
    case 'generateDemoUrl':
      return { action: 'demo_link_generate', target: field(body, 'clientEmail') };
    case 'revokeDemoUrl':
      return { action: 'demo_link_revoke', target: field(body, 'id') };
    case 'extendDemoUrl':
      return { action: 'demo_link_extend', target: field(body, 'id') };
    default:
      return undefined;
  }
}
