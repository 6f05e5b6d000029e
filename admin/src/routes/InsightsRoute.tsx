import { InsightsPage } from '../features/insights/InsightsPage.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Where visitors and leads came from; the range is read from the query string by the page itself. */
export function InsightsRoute() {
  useDocumentTitle('Insights');
  return <InsightsPage />;
}
