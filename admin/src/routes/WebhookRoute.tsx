import { useParams } from 'react-router-dom';
import { WebhookDeliveries } from '../features/webhooks/WebhookDeliveries.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** One endpoint's deliveries, by the id in the path; super admins only. */
export function WebhookRoute() {
  const { id = '' } = useParams();
  useDocumentTitle('Deliveries · Webhooks');
  return <WebhookDeliveries key={id} id={id} />;
}
