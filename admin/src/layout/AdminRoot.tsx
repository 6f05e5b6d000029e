import { UiProvider } from '@fleet/ui';
import { RouterLink } from '@fleet/ui/router';
import { Outlet } from 'react-router-dom';

/** The design system around every admin page, inside the router so its links navigate client-side. */
export function AdminRoot() {
  return (
    <UiProvider linkComponent={RouterLink}>
      <Outlet />
    </UiProvider>
  );
}
