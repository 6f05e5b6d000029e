import { useNavigate } from 'react-router-dom';
import { useSignInMutation } from '../data/session/useSignInMutation';
import { LoginForm } from '../features/auth/LoginForm';
import { loginErrorMessage } from '../features/auth/loginErrorMessage';

export function LoginRoute() {
  const navigate = useNavigate();
  const signIn = useSignInMutation();

  return (
    <main>
      <h1>Admin Login</h1>
      <LoginForm
        pending={signIn.isPending}
        errorMessage={signIn.isError ? loginErrorMessage(signIn.error) : null}
        onSubmit={(credentials) => signIn.mutate(credentials, { onSuccess: () => navigate('/dashboard') })}
      />
    </main>
  );
}
