import type { components } from '@fleet/api-client';
import type { OperationId } from '../../generated/operations.ts';
import { normaliseRecoveryCode } from '../../services/auth/twoStep/recoveryCodes.ts';

type AuditAction = components['schemas']['AuditAction'];

interface Outcome {
  query: Record<string, unknown>;
  /** The path's parameters: the id an operation acts on (an old action's request has it moved here from its body). */
  path: Record<string, unknown>;
  body: unknown;
  /** The status the request was answered with. */
  status: number;
  /** The answer's body, when it went through. */
  answer?: unknown;
}

const field = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

export interface AuditKept {
  action: AuditAction;
  target: string;
}

/** The lead changes an updateLead answer says it made, each kept as its own entry. */
const leadChangeActions = { status: 'lead_status', owner: 'lead_owner', note: 'lead_note' } as const;

/** An export's filters as its target: `kind=demo&status=new`, '' for everything. */
function exportFilters(query: Record<string, unknown>): string {
  const filters = ['kind', 'status', 'owner', 'search'].filter((name) => typeof query[name] === 'string' && query[name] !== '');
  return new URLSearchParams(filters.map((name) => [name, String(query[name])])).toString();
}

/** The host of a URL, or '' for text that is not one. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * A webhook's id, and when its URL changed its old and new host (`{id} crm.example.com → hooks.example.net`): where
 * its events now go is what a person reading the trail needs. Never the whole URL, whose path or query may carry a
 * receiver's token.
 */
function webhookUpdateTarget(id: string, answer: unknown): string {
  const before = field(answer, 'previous_url');
  const after = field(answer, 'url');
  if (before === after) return id;
  return `${id} ${hostOf(before).slice(0, 100)} → ${hostOf(after).slice(0, 100)}`;
}

/**
 * What the audit trail keeps of a request: its actions and targets, none when there is nothing to keep.
 * Changes are kept when they went through; sign-in also when it was refused or held back. One table for
 * every operation, so a new operation adds its own line here.
 */
export function auditActionOf(operationId: OperationId, outcome: Outcome): AuditKept[] {
  if (operationId === 'updateLead') {
    if (outcome.status !== 200) return [];
    const { changed = [] } = (outcome.answer ?? {}) as { changed?: (keyof typeof leadChangeActions)[] };
    return changed.map((kind) => ({ action: leadChangeActions[kind], target: field(outcome.path, 'id') }));
  }
  const kept = auditEntryOf(operationId, outcome);
  return kept ? [kept] : [];
}

function auditEntryOf(operationId: OperationId, { query, path, body, status, answer }: Outcome): AuditKept | undefined {
  const id = field(path, 'id');
  if (operationId === 'signIn' || operationId === 'signInWithCode') {
    const action = ({ 200: 'signin', 401: 'signin_failed', 429: 'signin_throttled' } as const)[status as 200 | 401 | 429];
    if (!action) return undefined;
    if (action === 'signin' && (answer as { mfa_required?: boolean } | undefined)?.mfa_required) return { action: 'signin_code_asked', target: '' };
    // The second step's target says which factor: the app's code, or a recovery code (used up, and worth a look).
    if (operationId === 'signInWithCode') {
      const recovery = normaliseRecoveryCode(field(body, 'code')) !== undefined;
      return { action: action === 'signin' && recovery ? 'signin_recovery_code' : action, target: recovery ? 'recovery code' : 'code' };
    }
    return { action, target: '' };
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
    case 'confirmTwoStep':
      return { action: 'mfa_enrol', target: '' };
    case 'exportLeads':
      // Reading is not kept, but taking every lead away in one file is.
      return { action: 'leads_export', target: exportFilters(query) };
    case 'resendEmail':
      return { action: 'lead_email_resend', target: id };
    case 'updateLeadSettings':
      return { action: 'lead_settings_change', target: field(body, 'assignment') };
    case 'setTakesLeads':
      return { action: 'manager_takes_leads', target: `${id} ${(body as { takes_leads?: boolean }).takes_leads ? 'on' : 'off'}` };
    case 'createWebhook':
      return { action: 'webhook_create', target: field(answer, 'id') };
    case 'updateWebhook':
      return { action: 'webhook_update', target: webhookUpdateTarget(id, answer) };
    case 'deleteWebhook':
      return { action: 'webhook_delete', target: id };
    case 'rotateWebhookSecret':
      return { action: 'webhook_secret_rotate', target: id };
    case 'resendWebhookDelivery':
      return { action: 'webhook_delivery_resend', target: id };
    case 'deleteManager':
      return { action: 'manager_delete', target: id };
    case 'resetTwoStep':
      return { action: 'mfa_reset', target: id };
    case 'setTwoStepRequirement':
      return { action: (body as { required?: boolean }).required ? 'mfa_requirement_on' : 'mfa_requirement_off', target: '' };
    case 'setManagerStatus':
      return { action: field(body, 'status') === 'active' ? 'manager_activate' : 'manager_deactivate', target: id };
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
