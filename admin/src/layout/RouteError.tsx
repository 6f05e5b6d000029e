import { ErrorScreen } from '@fleet/ui/components/ErrorScreen/ErrorScreen.tsx';
import { MessagesProvider } from '@fleet/ui/providers/MessagesProvider.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminPaths } from '../adminPaths.ts';
import { adminMessages } from './adminMessages.ts';

/** An unhandled routing error shows 'Unexpected Application Error!' with the status or message. */
export function RouteError() {
  const error = useRouteError();
  // It stands in for the whole tree, AdminRoot's providers included.
  return (
    <MessagesProvider messages={adminMessages}>
      {isRouteErrorResponse(error) ? (
        <ErrorScreen status={error.status} message={error.statusText} homeHref={adminPaths.signIn} />
      ) : (
        <ErrorScreen message={error instanceof Error ? error.message : undefined} homeHref={adminPaths.signIn} />
      )}
    </MessagesProvider>
  );
}
