import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { endSession } from '../../data/session/endSession.ts';
import { readManager } from '../../data/session/sessionStorage.ts';

/**
 * Loader of the protected pages: no stored manager goes to the login; one that is not active is signed out
 *; one whose password someone else set (an invitation, the generated first one), or who lacks
 * the second factor the team requires, sees only Change Password (where both are set up) until that is done,
 * as the server allows nothing else either.
 */
export async function requireActiveManager({ request }: Pick<LoaderFunctionArgs, 'request'>) {
  const manager = readManager();
  if (!manager) throw redirect(adminPaths.signIn);
  if (manager.status !== 'active') {
    await endSession();
    throw redirect(adminPaths.signInAgain);
  }
  const settingUp = manager.must_change_password || manager.mfa_setup_required;
  if (settingUp && new URL(request.url).pathname !== adminPaths.changePassword) throw redirect(adminPaths.changePassword);
  return manager;
}
