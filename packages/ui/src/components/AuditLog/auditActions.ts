import type { AuditAction } from '@fleet/api-client';

/**
 * The audit trail's events, as the server names them, with what a person reads for each. Every event the server
 * records has its words here: a new one in openapi.yaml fails the typecheck until it does.
 */
export const auditActionLabels = {
  signin: 'Signed in',
  signin_failed: 'Sign-in failed',
  signin_throttled: 'Sign-in held back',
  signout: 'Signed out',
  password_change: 'Changed password',
  session_end: 'Signed out a session',
  sessions_end_others: 'Signed out all other sessions',
  manager_invite: 'Invited a manager',
  manager_activate: 'Activated a manager',
  manager_deactivate: 'Deactivated a manager',
  manager_delete: 'Deleted a manager',
  demo_link_generate: 'Generated a demo link',
  demo_link_revoke: 'Revoked a demo link',
  demo_link_extend: 'Extended a demo link',
  signin_code_asked: 'Asked for a sign-in code',
  signin_recovery_code: 'Signed in with a recovery code',
  mfa_enrol: 'Turned on two-step verification',
  mfa_reset: 'Reset two-step verification',
  mfa_requirement_on: 'Required two-step verification',
  mfa_requirement_off: 'Stopped requiring two-step verification',
  lead_status: 'Changed a lead’s status',
  lead_owner: 'Changed a lead’s owner',
  lead_note: 'Added a note to a lead',
  lead_email_resend: 'Sent a failed e-mail again',
  leads_export: 'Exported leads',
  lead_settings_change: 'Changed lead assignment and response settings',
  manager_takes_leads: 'Changed who takes new leads',
  webhook_create: 'Added a webhook endpoint',
  webhook_update: 'Changed a webhook endpoint',
  webhook_delete: 'Deleted a webhook endpoint',
  webhook_secret_rotate: 'Rotated a webhook secret',
  webhook_delivery_resend: 'Sent a webhook delivery again',
} as const satisfies Record<AuditAction, string>;

export interface AuditLogFilters {
  /** Any part of the actor's e-mail. */
  actor: string;
  /** '' for every event. */
  event: AuditAction | '';
  /** YYYY-MM-DD, '' for no bound. */
  from: string;
  to: string;
}

export const emptyAuditLogFilters: AuditLogFilters = { actor: '', event: '', from: '', to: '' };
