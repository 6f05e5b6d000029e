import { SalesTeam } from '../features/managers/SalesTeam';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** Super admins only: the route's loader signs anyone else out (spec §6). */
export function ManagersRoute() {
  useDocumentTitle('Sales Managers');
  return <SalesTeam />;
}
