import { NotFound } from '@fleet/ui';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../adminPaths.ts';

/** Any unknown path under /admin. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFound onBack={() => navigate(-1)} homeHref={adminPaths.signIn} />;
}
