// Generated from openapi.yaml by `npm run generate`. Do not edit.

import type { components } from './schema.ts';

/** Holds only when `List` has every value of `Value`: a value the contract adds and a list misses fails the typecheck. */
type EveryValue<Value extends List[number], List extends readonly unknown[]> = [Value, List];

/** The values of ErrorResponse.code, in the contract's order. */
export const errorResponseCodes = [
  'invalid_request',
  'invalid_api_key',
  'authentication_required',
  'unauthorized',
  'invalid_credentials',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'method_not_allowed',
  'internal_error',
  'password_change_required',
  'two_step_required',
  'content_source_unavailable',
  'service_unavailable',
] as const satisfies readonly components['schemas']['ErrorResponse']['code'][];

/** The values of SiteLanguage, in the contract's order. */
export const siteLanguages = ['en', 'de'] as const satisfies readonly components['schemas']['SiteLanguage'][];

/** The values of DemoRequest.fleetSize, in the contract's order. */
export const demoRequestFleetSizes = [
  '',
  '1-10',
  '11-50',
  '51-200',
  '201+',
] as const satisfies readonly NonNullable<components['schemas']['DemoRequest']['fleetSize']>[];

/** The values of DemoRequest.industry, in the contract's order. */
export const demoRequestIndustries = [
  '',
  'Transportation',
  'Construction',
  'Mining',
  'Security',
  'Delivery',
  'Other',
] as const satisfies readonly NonNullable<components['schemas']['DemoRequest']['industry']>[];

/** The values of ContentSyncRun.result, in the contract's order. */
export const contentSyncRunResults = ['ok', 'failed'] as const satisfies readonly components['schemas']['ContentSyncRun']['result'][];

/** The values of ManagerRole, in the contract's order. */
export const managerRoles = ['manager', 'super'] as const satisfies readonly components['schemas']['ManagerRole'][];

/** The values of ManagerStatus, in the contract's order. */
export const managerStatuses = ['active', 'inactive'] as const satisfies readonly components['schemas']['ManagerStatus'][];

/** The values of DemoUrlStatus, in the contract's order. */
export const demoUrlStatuses = ['active', 'expired', 'revoked'] as const satisfies readonly components['schemas']['DemoUrlStatus'][];

/** The values of LeadKind, in the contract's order. */
export const leadKinds = ['contact', 'demo'] as const satisfies readonly components['schemas']['LeadKind'][];

/** The values of LeadStatus, in the contract's order. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const satisfies readonly components['schemas']['LeadStatus'][];

/** The values of OutboxStatus, in the contract's order. */
export const outboxStatuses = ['pending', 'sent', 'failed'] as const satisfies readonly components['schemas']['OutboxStatus'][];

/** The values of LeadEventKind, in the contract's order. */
export const leadEventKinds = ['status', 'owner', 'note'] as const satisfies readonly components['schemas']['LeadEventKind'][];

/** The values of LeadSettings.assignment, in the contract's order. */
export const leadSettingsAssignments = ['manual', 'round_robin'] as const satisfies readonly components['schemas']['LeadSettings']['assignment'][];

/** The values of WebhookEvent, in the contract's order. */
export const webhookEvents = [
  'lead.created',
  'lead.updated',
  'lead.requested_again',
  'demo_link.opened',
] as const satisfies readonly components['schemas']['WebhookEvent'][];

/** The values of WebhookDeliveryStatus, in the contract's order. */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const satisfies readonly components['schemas']['WebhookDeliveryStatus'][];

/** The values of AuditAction, in the contract's order. */
export const auditActions = [
  'signin',
  'signin_failed',
  'signin_throttled',
  'signout',
  'password_change',
  'session_end',
  'sessions_end_others',
  'manager_invite',
  'manager_activate',
  'manager_deactivate',
  'manager_delete',
  'demo_link_generate',
  'demo_link_revoke',
  'demo_link_extend',
  'signin_code_asked',
  'signin_recovery_code',
  'mfa_enrol',
  'mfa_reset',
  'mfa_requirement_on',
  'mfa_requirement_off',
  'lead_status',
  'lead_owner',
  'lead_note',
  'lead_email_resend',
  'leads_export',
  'lead_settings_change',
  'manager_takes_leads',
  'webhook_create',
  'webhook_update',
  'webhook_delete',
  'webhook_secret_rotate',
  'webhook_delivery_resend',
] as const satisfies readonly components['schemas']['AuditAction'][];

/** The values of WpLanguage, in the contract's order. */
export const wpLanguages = ['en', 'de'] as const satisfies readonly components['schemas']['WpLanguage'][];

/** Each list above against its contract type. */
export type EnumListsHoldEveryValue = [
  EveryValue<components['schemas']['ErrorResponse']['code'], typeof errorResponseCodes>,
  EveryValue<components['schemas']['SiteLanguage'], typeof siteLanguages>,
  EveryValue<NonNullable<components['schemas']['DemoRequest']['fleetSize']>, typeof demoRequestFleetSizes>,
  EveryValue<NonNullable<components['schemas']['DemoRequest']['industry']>, typeof demoRequestIndustries>,
  EveryValue<components['schemas']['ContentSyncRun']['result'], typeof contentSyncRunResults>,
  EveryValue<components['schemas']['ManagerRole'], typeof managerRoles>,
  EveryValue<components['schemas']['ManagerStatus'], typeof managerStatuses>,
  EveryValue<components['schemas']['DemoUrlStatus'], typeof demoUrlStatuses>,
  EveryValue<components['schemas']['LeadKind'], typeof leadKinds>,
  EveryValue<components['schemas']['LeadStatus'], typeof leadStatuses>,
  EveryValue<components['schemas']['OutboxStatus'], typeof outboxStatuses>,
  EveryValue<components['schemas']['LeadEventKind'], typeof leadEventKinds>,
  EveryValue<components['schemas']['LeadSettings']['assignment'], typeof leadSettingsAssignments>,
  EveryValue<components['schemas']['WebhookEvent'], typeof webhookEvents>,
  EveryValue<components['schemas']['WebhookDeliveryStatus'], typeof webhookDeliveryStatuses>,
  EveryValue<components['schemas']['AuditAction'], typeof auditActions>,
  EveryValue<components['schemas']['WpLanguage'], typeof wpLanguages>,
];
