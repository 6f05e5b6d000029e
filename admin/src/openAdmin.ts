import type { Root } from 'react-dom/client';

const loadAdmin = () => import('./AdminApp.tsx');

/**
 * Fetches what a person sees once signed in: the router with the server state, and the shell and the dashboard (the
 * page most sign-ins open). Asked for when they start on the form, it arrives while they type and sign in.
 */
export function prefetchAdmin(): void {
  // A failure here is met again, and handled, when the admin opens.
  Promise.all([loadAdmin(), import('./layout/AdminLayout.tsx'), import('./routes/DashboardRoute.tsx')]).catch(() => undefined);
}

/**
 * Shows the admin's pages in `root`; from the sign-in page, at `path`, the page the new session starts on. When its
 * code cannot be loaded (a deploy since the sign-in page loaded renamed it), the browser loads `path` afresh.
 */
export async function openAdmin(root: Root, path?: string): Promise<void> {
  let admin: Awaited<ReturnType<typeof loadAdmin>>;
  try {
    admin = await loadAdmin();
  } catch (error) {
    if (path === undefined) throw error;
    window.location.assign(path);
    return;
  }
  if (path !== undefined) window.history.replaceState(null, '', path);
  await admin.renderAdmin(root);
}
