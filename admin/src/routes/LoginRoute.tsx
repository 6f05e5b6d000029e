import { LoginPage } from '../features/auth/LoginPage.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

export function LoginRoute() {
  useDocumentTitle('Admin Login');
  return <LoginPage />;
}
