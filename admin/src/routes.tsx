import { adminPaths } from '@fleet/ui';
import { createBrowserRouter } from 'react-router-dom';
import { redirectSignedIn } from './features/auth/redirectSignedIn';
import { requireActiveManager } from './features/auth/requireActiveManager';
import { requireSuperAdmin } from './features/auth/requireSuperAdmin';
import { AdminLayout } from './layout/AdminLayout';
import { AdminRoot } from './layout/AdminRoot';
import { RouteError } from './layout/RouteError';
import { sessionRouteId } from './layout/useSignedInManager';
import { ChangePasswordRoute } from './routes/ChangePasswordRoute';
import { DashboardRoute } from './routes/DashboardRoute';
import { DemoUrlsRoute } from './routes/DemoUrlsRoute';
import { LoginRoute } from './routes/LoginRoute';
import { ManagersRoute } from './routes/ManagersRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

/** The admin area (spec §2): the login, the protected pages inside the shell, and the 404 for anything else under /admin. */
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
        element: <AdminLayout />,
        children: [
          { path: adminPaths.dashboard, element: <DashboardRoute /> },
          { path: adminPaths.demoUrls, element: <DemoUrlsRoute /> },
          { path: adminPaths.managers, loader: requireSuperAdmin, element: <ManagersRoute /> },
          { path: adminPaths.changePassword, element: <ChangePasswordRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
