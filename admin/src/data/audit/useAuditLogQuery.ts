import type { components } from '@fleet/api-client';
import type { AuditLogFilters } from '@fleet/ui/components/AuditLog/auditActions.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type AuditLogPage = components['schemas']['AuditLogPage'];

function fetchAuditLog(filters: AuditLogFilters, page: number): Promise<AuditLogPage> {
  const query = {
    page,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.event ? { event: filters.event } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  return adminCall(client.GET('/functions/v1/audit-log', { params: { query } }), 'Failed to load the audit log');
}

/** One page of the audit trail (super admins); the page shown stays while the next one loads. */
export function useAuditLogQuery(filters: AuditLogFilters, page: number) {
  return useQuery({ queryKey: adminKeys.auditLog(filters, page), queryFn: () => fetchAuditLog(filters, page), placeholderData: keepPreviousData });
}
