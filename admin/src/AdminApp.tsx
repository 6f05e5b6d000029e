import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { adminPaths } from './adminPaths.ts';
import { endSession } from './data/session/endSession.ts';
import { signInAgainState } from './features/auth/sessionEnded.ts';
import { createAdminQueryClient } from './layout/createAdminQueryClient.ts';
import { type AdminRouter, createAdminRouter } from './routes.tsx';

/**
 * Shows the admin's pages in `root`: the router, at the address the browser shows, and the server state. It renders
 * once the first page's code and loader are done, so that what `root` showed (the sign-in page, 'Signing in...') stays
 * until the page can replace it.
 */
export async function renderAdmin(root: Root): Promise<void> {
  const router = createAdminRouter();
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

  await initialized(router);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const initialized = (router: AdminRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
