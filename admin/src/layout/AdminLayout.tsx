import { AdminShell } from '@fleet/ui/components/AdminShell/AdminShell.tsx';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminPaths } from '../adminPaths.ts';
import { useSignOutMutation } from '../data/session/useSignOutMutation.ts';
import { adminNavItems } from './adminNavItems.ts';
import { useSignedInManager } from './useSignedInManager.ts';

/** The protected pages' shell: navigation, the signed-in manager, Change Password and Sign out. */
export function AdminLayout() {
  const manager = useSignedInManager();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOutMutation();

  return (
    <AdminShell
      user={manager}
      currentPath={pathname}
      navItems={adminNavItems(manager)}
      changePasswordHref={adminPaths.changePassword}
      signingOut={signOut.isPending}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate(adminPaths.signIn, { replace: true }) })}
    >
      <Outlet />
    </AdminShell>
  );
}
