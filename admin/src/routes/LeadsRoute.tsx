import { LeadInbox } from '../features/leads/LeadInbox.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** The leads inbox; its filters and page are read from the query string by the inbox itself. */
export function LeadsRoute() {
  useDocumentTitle('Leads');
  return <LeadInbox />;
}
