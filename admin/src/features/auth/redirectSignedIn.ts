import { redirect } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { readManager } from '../../data/session/sessionStorage.ts';

/** Loader of the login page: someone already signed in goes straight to the dashboard. */
export function redirectSignedIn() {
  if (readManager()?.status === 'active') throw redirect(adminPaths.dashboard);
  return null;
}
