import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { requireActiveManager } from './features/auth/requireActiveManager';
import { DashboardRoute } from './routes/DashboardRoute';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

const router = createBrowserRouter(
  [
    { path: '/', element: <LoginRoute /> },
    { path: '/login', element: <LoginRoute /> },
    {
      path: '/dashboard',
      loader: requireActiveManager,
      element: <DashboardRoute />,
      hydrateFallbackElement: null,
    },
    { path: '*', element: <NotFoundRoute /> },
  ],
  { basename: '/admin' },
);

export function App() {
  return <RouterProvider router={router} />;
}
