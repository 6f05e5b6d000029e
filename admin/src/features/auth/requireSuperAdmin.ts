import { adminPaths } from '@fleet/ui';
import { redirect } from 'react-router-dom';
import { clearSession } from '../../data/session/sessionStorage.ts';
import { requireActiveManager } from './requireActiveManager.ts';

/** Loader of the Sales Managers page: anyone but an active super admin is signed out and sent to /admin/login (spec §6). */
export function requireSuperAdmin() {
  const manager = requireActiveManager();
  if (manager.role !== 'super') {
    clearSession();
    throw redirect(adminPaths.signInAgain);
  }
  return manager;
}
