import { adminPaths } from '@fleet/ui';
import { redirect } from 'react-router-dom';
import { clearSession, readManager } from '../../data/session/sessionStorage.ts';

/** Loader of the protected pages: no stored manager goes to the login; one that is not active ends the session (spec §2, §4). */
export function requireActiveManager() {
  const manager = readManager();
  if (!manager) throw redirect(adminPaths.signIn);
  if (manager.status !== 'active') {
    clearSession();
    throw redirect(adminPaths.signInAgain);
  }
  return manager;
}
