import { ChangePasswordPage } from '../features/password/ChangePasswordPage.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';

export function ChangePasswordRoute() {
  useDocumentTitle('Change Password');
  return <ChangePasswordPage />;
}
