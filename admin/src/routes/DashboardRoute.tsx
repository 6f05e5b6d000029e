import { AdminPageHeader } from '@fleet/ui/components/AdminPageHeader/AdminPageHeader.tsx';
import { DashboardOverview } from '../features/dashboard/DashboardOverview.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { useSignedInManager } from '../layout/useSignedInManager.ts';

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
