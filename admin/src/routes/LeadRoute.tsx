import { leadName } from '@fleet/ui/components/LeadList/lead.ts';
import { useParams } from 'react-router-dom';
import { useLeadQuery } from '../data/leads/useLeadQuery.ts';
import { LeadPage } from '../features/leads/LeadPage.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** One lead, by the id in the path; the tab is named after the person once the lead has loaded, analytics never are. */
export function LeadRoute() {
  const { id = '' } = useParams();
  const lead = useLeadQuery(id);
  useDocumentTitle(lead.data ? `${leadName(lead.data)} · Leads` : 'Lead', 'Lead');
  return <LeadPage key={id} id={id} />;
}
