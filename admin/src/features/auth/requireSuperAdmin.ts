import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { endSession } from '../../data/session/endSession.ts';
import { requireActiveManager } from './requireActiveManager.ts';

/** Loader of the Sales Managers page: anyone but an active super admin is signed out and sent to /admin/login. */
export async function requireSuperAdmin(args: Pick<LoaderFunctionArgs, 'request'>) {
  const manager = await requireActiveManager(args);
  if (manager.role !== 'super') {
    await endSession();
    throw redirect(adminPaths.signInAgain);
  }
  return manager;
}
