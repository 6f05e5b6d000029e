import { SalesTeam } from '../features/managers/SalesTeam.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Super admins only: the route's loader signs anyone else out. */
export function ManagersRoute() {
  useDocumentTitle('Sales Managers');
  return <SalesTeam />;
}
