import { UiProvider } from '@fleet/ui/providers/UiProvider.tsx';
import { RouterLink } from '@fleet/ui/router';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { adminMessages } from './adminMessages.ts';
import { usePageViews } from './usePageViews.ts';

/**
 * The design system around every admin page, inside the router so its links navigate client-side. A new page starts
 * at the top, while Back and Forward return to where the person was on that page (ScrollRestoration keeps each history
 * entry's position), and every page shown is a page_view in the analytics data layer.
 */
export function AdminRoot() {
  usePageViews(useLocation().pathname);
  return (
    <UiProvider linkComponent={RouterLink} messages={adminMessages}>
      <ScrollRestoration />
      <Outlet />
    </UiProvider>
  );
}
