import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import type { LoginLocationState } from '../features/auth/sessionEnded.ts';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

/** The login inside the router: where sign-out and an ended session lead, with the notice they give. */
export function LoginRoute() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  useDocumentTitle('Admin Login');
  return <LoginPage notice={notice} onSignedIn={(path) => navigate(path, { replace: true })} />;
}
