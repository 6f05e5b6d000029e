import { createBrowserRouter } from 'react-router-dom';
import { adminPaths } from './adminPaths.ts';
import { redirectSignedIn } from './features/auth/redirectSignedIn.ts';
import { requireActiveManager } from './features/auth/requireActiveManager.ts';
import { requireSuperAdmin } from './features/auth/requireSuperAdmin.ts';
import { AdminRoot } from './layout/AdminRoot.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { sessionRouteId } from './layout/useSignedInManager.ts';
import { LoginRoute } from './routes/LoginRoute.tsx';

/**
 * The admin area: the login, the protected pages inside the shell, and the 404 for anything else under /admin.
 * Each page's code loads when it is first visited (`lazy`), beside its loader, which stays here so that the session is
 * checked before any page renders. The login is the sign-in page's own code, loaded already (main.tsx).
 */
export const createAdminRouter = () =>
  createBrowserRouter([
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
          lazy: () => import('./layout/AdminLayout.tsx').then(({ AdminLayout }) => ({ Component: AdminLayout })),
          children: [
            { path: adminPaths.dashboard, lazy: () => import('./routes/DashboardRoute.tsx').then(({ DashboardRoute }) => ({ Component: DashboardRoute })) },
            { path: adminPaths.demoUrls, lazy: () => import('./routes/DemoUrlsRoute.tsx').then(({ DemoUrlsRoute }) => ({ Component: DemoUrlsRoute })) },
            { path: adminPaths.leads, lazy: () => import('./routes/LeadsRoute.tsx').then(({ LeadsRoute }) => ({ Component: LeadsRoute })) },
            { path: adminPaths.insights, lazy: () => import('./routes/InsightsRoute.tsx').then(({ InsightsRoute }) => ({ Component: InsightsRoute })) },
            { path: adminPaths.lead, lazy: () => import('./routes/LeadRoute.tsx').then(({ LeadRoute }) => ({ Component: LeadRoute })) },
            {
              path: adminPaths.managers,
              loader: requireSuperAdmin,
              lazy: () => import('./routes/ManagersRoute.tsx').then(({ ManagersRoute }) => ({ Component: ManagersRoute })),
            },
            {
              path: adminPaths.webhooks,
              loader: requireSuperAdmin,
              lazy: () => import('./routes/WebhooksRoute.tsx').then(({ WebhooksRoute }) => ({ Component: WebhooksRoute })),
            },
            {
              path: adminPaths.webhook,
              loader: requireSuperAdmin,
              lazy: () => import('./routes/WebhookRoute.tsx').then(({ WebhookRoute }) => ({ Component: WebhookRoute })),
            },
            {
              path: adminPaths.auditLog,
              loader: requireSuperAdmin,
              lazy: () => import('./routes/AuditLogRoute.tsx').then(({ AuditLogRoute }) => ({ Component: AuditLogRoute })),
            },
            {
              path: adminPaths.changePassword,
              lazy: () => import('./routes/ChangePasswordRoute.tsx').then(({ ChangePasswordRoute }) => ({ Component: ChangePasswordRoute })),
            },
          ],
        },
        { path: '*', lazy: () => import('./routes/NotFoundRoute.tsx').then(({ NotFoundRoute }) => ({ Component: NotFoundRoute })) },
      ],
    },
  ]);

export type AdminRouter = ReturnType<typeof createAdminRouter>;
