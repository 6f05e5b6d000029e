import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { adminPaths } from './adminPaths.ts';
import { endSession } from './data/session/endSession.ts';
import { signInAgainState } from './features/auth/sessionEnded.ts';
import { createAdminQueryClient } from './layout/createAdminQueryClient.ts';
import { router } from './routes.tsx';

// A refused call (an expired session, a role or status that no longer allows the page) signs the person out:
// on the server too, where the session may still be valid. Several calls refused at once end it once.
let signingOut = false;
const queryClient = createAdminQueryClient(() => {
  if (signingOut) return;
  signingOut = true;
  void endSession()
    .then(() => {
      queryClient.clear();
      return router.navigate(adminPaths.signInAgain, { replace: true, state: signInAgainState() });
    })
    .finally(() => {
      signingOut = false;
    });
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
