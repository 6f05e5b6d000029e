import { WebhookEndpoints } from '../features/webhooks/WebhookEndpoints.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Super admins only: the route's loader signs anyone else out. */
export function WebhooksRoute() {
  useDocumentTitle('Webhooks');
  return <WebhookEndpoints />;
}
