import { NotFound } from '@fleet/ui/components/NotFound/NotFound.tsx';

/** The 404 page's content: 'Go Back' returns to the page before. */
export function NotFoundIsland() {
  return <NotFound onBack={() => window.history.back()} />;
}
