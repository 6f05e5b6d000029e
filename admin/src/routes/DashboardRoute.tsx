import { useLoaderData, useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '../data/session/useSignOutMutation';
import type { requireActiveManager } from '../features/auth/requireActiveManager';

export function DashboardRoute() {
  const manager = useLoaderData<typeof requireActiveManager>();
  const navigate = useNavigate();
  const signOut = useSignOutMutation();

  return (
    <main>
      <h1>Dashboard</h1>
      <p>{manager.name}</p>
      <p>{manager.email}</p>
      <button
        type="button"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
      >
        Sign out
      </button>
    </main>
  );
}
