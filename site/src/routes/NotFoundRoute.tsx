import { NotFound } from '@fleet/ui';
import { useNavigate } from 'react-router-dom';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';

export const head: HeadSettings = {
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for does not exist or has been moved.',
  noindex: true,
};

export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFound onBack={() => navigate(-1)} />;
}
