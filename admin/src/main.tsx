import { adminPaths } from '@fleet/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { clearSession } from './data/session/sessionStorage.ts';
import { signInAgainState } from './features/auth/sessionEnded.ts';
import { createAdminQueryClient } from './layout/createAdminQueryClient.ts';
import { router } from './routes.tsx';

const queryClient = createAdminQueryClient(() => {
  clearSession();
  queryClient.clear();
  void router.navigate(adminPaths.signInAgain, { replace: true, state: signInAgainState() });
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
