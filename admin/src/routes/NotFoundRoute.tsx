import { NotFound } from '@fleet/ui/components/NotFound/NotFound.tsx';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../adminPaths.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** Any unknown path under /admin. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  useDocumentTitle('Page Not Found');
  return <NotFound onBack={() => navigate(-1)} homeHref={adminPaths.signIn} />;
}
