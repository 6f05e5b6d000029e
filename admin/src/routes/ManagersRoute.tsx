import { SalesTeam } from '../features/managers/SalesTeam.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Super admins only: the route's loader signs anyone else out (spec §6). */
export function ManagersRoute() {
  useDocumentTitle('Sales Managers');
  return <SalesTeam />;
}
