import { AuditTrail } from '../features/audit/AuditTrail.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Super admins only: the route's loader signs anyone else out, as on Sales Managers. */
export function AuditLogRoute() {
  useDocumentTitle('Audit Log');
  return <AuditTrail />;
}
