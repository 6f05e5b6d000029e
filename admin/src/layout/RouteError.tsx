import { ErrorScreen } from '@fleet/ui/components/ErrorScreen/ErrorScreen.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminPaths } from '../adminPaths.ts';

/** An unhandled routing error shows 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorScreen status={error.status} message={error.statusText} homeHref={adminPaths.signIn} />;
  return <ErrorScreen message={error instanceof Error ? error.message : undefined} homeHref={adminPaths.signIn} />;
}
