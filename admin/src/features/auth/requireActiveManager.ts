import { adminPaths } from '@fleet/ui';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { endSession } from '../../data/session/endSession.ts';
import { readManager } from '../../data/session/sessionStorage.ts';

/**
 * Loader of the protected pages: no stored manager goes to the login; one that is not active is signed out
 * (spec §2, §4); one whose password someone else set (an invitation, the generated first one) sees only
 * Change Password until they have chosen their own, as the server allows nothing else either.
 */
export async function requireActiveManager({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const manager = readManager();
  if (!manager) throw redirect(adminPaths.signIn);
  if (manager.status !== 'active') {
    await endSession();
    throw redirect(adminPaths.signInAgain);
  }
  if (manager.must_change_password && new URL(request.url).pathname !== adminPaths.changePassword) throw redirect(adminPaths.changePassword);
  return manager;
}
