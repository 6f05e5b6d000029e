import { redirect } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { hasActiveManager } from '../../data/session/sessionStorage.ts';

/** Loader of the login page: someone already signed in goes straight to the dashboard. */
export function redirectSignedIn() {
  if (hasActiveManager()) throw redirect(adminPaths.dashboard);
  return null;
}
