import { ChangePasswordPage } from '../features/password/ChangePasswordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export function ChangePasswordRoute() {
  useDocumentTitle('Change Password');
  return <ChangePasswordPage />;
}
