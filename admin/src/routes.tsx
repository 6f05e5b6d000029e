import { createBrowserRouter } from 'react-router-dom';
import { adminPaths } from './adminPaths.ts';
import { redirectSignedIn } from './features/auth/redirectSignedIn.ts';
import { requireActiveManager } from './features/auth/requireActiveManager.ts';
import { requireSuperAdmin } from './features/auth/requireSuperAdmin.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { AdminRoot } from './layout/AdminRoot.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { sessionRouteId } from './layout/useSignedInManager.ts';
import { AuditLogRoute } from './routes/AuditLogRoute.tsx';
import { ChangePasswordRoute } from './routes/ChangePasswordRoute.tsx';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { DemoUrlsRoute } from './routes/DemoUrlsRoute.tsx';
import { LeadRoute } from './routes/LeadRoute.tsx';
import { LeadsRoute } from './routes/LeadsRoute.tsx';
import { LoginRoute } from './routes/LoginRoute.tsx';
import { ManagersRoute } from './routes/ManagersRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

/** The admin area: the login, the protected pages inside the shell, and the 404 for anything else under /admin. */
export const router = createBrowserRouter([
  {
    element: <AdminRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: null,
    children: [
      { path: adminPaths.signIn, loader: redirectSignedIn, element: <LoginRoute /> },
      { path: adminPaths.signInAgain, loader: redirectSignedIn, element: <LoginRoute /> },
      {
        id: sessionRouteId,
        loader: requireActiveManager,
        // Checked on every move between the pages, not only on arrival: a required password change holds them all.
        shouldRevalidate: () => true,
        element: <AdminLayout />,
        children: [
          { path: adminPaths.dashboard, element: <DashboardRoute /> },
          { path: adminPaths.demoUrls, element: <DemoUrlsRoute /> },
          { path: adminPaths.leads, element: <LeadsRoute /> },
          { path: adminPaths.lead, element: <LeadRoute /> },
          { path: adminPaths.managers, loader: requireSuperAdmin, element: <ManagersRoute /> },
          { path: adminPaths.auditLog, loader: requireSuperAdmin, element: <AuditLogRoute /> },
          { path: adminPaths.changePassword, element: <ChangePasswordRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
