import { AdminPageHeader } from '@fleet/ui';
import { DashboardOverview } from '../features/dashboard/DashboardOverview';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useSignedInManager } from '../layout/useSignedInManager';

export function DashboardRoute() {
  const manager = useSignedInManager();
  useDocumentTitle('Dashboard');
  return (
    <>
      <AdminPageHeader title="Dashboard" description={`Welcome back, ${manager.name}.`} />
      <DashboardOverview isSuper={manager.role === 'super'} />
    </>
  );
}
