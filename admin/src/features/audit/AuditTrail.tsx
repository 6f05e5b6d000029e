import { AuditLog } from '@fleet/ui/components/AuditLog/AuditLog.tsx';
import { emptyAuditLogFilters } from '@fleet/ui/components/AuditLog/auditActions.ts';
import { useState } from 'react';
import { useAuditLogQuery } from '../../data/audit/useAuditLogQuery.ts';

/** The Audit Log page: the trail with its filters and pages; a new filter starts from the first page. */
export function AuditTrail() {
  const [filters, setFilters] = useState(emptyAuditLogFilters);
  const [page, setPage] = useState(1);
  const log = useAuditLogQuery(filters, page);
  return (
    <AuditLog
      entries={log.data?.entries}
      total={log.data?.total}
      page={page}
      pageSize={log.data?.page_size ?? 50}
      loading={log.isPending}
      error={log.isError ? log.error.message : undefined}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      onPageChange={setPage}
    />
  );
}
