import type { components } from '@fleet/api-client';
import type { AuditLogFilters } from '@fleet/ui/components/AuditLog/auditActions.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../adminCall.ts';
import { client } from '../api.ts';
import { adminKeys } from '../keys.ts';

export type AuditLogPage = components['schemas']['AuditLogPage'];

async function fetchAuditLog(filters: AuditLogFilters, page: number): Promise<AuditLogPage> {
  const query = {
    action: 'getAuditLog' as const,
    page,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.event ? { event: filters.event } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const answer = await adminCall(client.GET('/functions/v1/admin', { params: { query } }), 'Failed to load the audit log');
  if (!('entries' in answer)) throw new Error('Failed to load the audit log');
  return answer;
}

/** One page of the audit trail (super admins); the page shown stays while the next one loads. */
export function useAuditLogQuery(filters: AuditLogFilters, page: number) {
  return useQuery({ queryKey: adminKeys.auditLog(filters, page), queryFn: () => fetchAuditLog(filters, page), placeholderData: keepPreviousData });
}
