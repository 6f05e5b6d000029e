import { adminPaths } from '@fleet/ui';
import { redirect } from 'react-router-dom';
import { endSession } from '../../data/session/endSession.ts';
import { readManager } from '../../data/session/sessionStorage.ts';

/** Loader of the protected pages: no stored manager goes to the login; one that is not active is signed out (spec §2, §4). */
export async function requireActiveManager() {
  const manager = readManager();
  if (!manager) throw redirect(adminPaths.signIn);
  if (manager.status !== 'active') {
    await endSession();
    throw redirect(adminPaths.signInAgain);
  }
  return manager;
}
