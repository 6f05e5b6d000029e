import { LoginPage } from '../features/auth/LoginPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export function LoginRoute() {
  useDocumentTitle('Admin Login');
  return <LoginPage />;
}
