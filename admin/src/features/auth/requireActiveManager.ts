import { redirect } from 'react-router-dom';
import { clearSession, readManager } from '../../data/session/sessionStorage';

/** Route loader for protected pages: only an active, stored manager gets in. */
export function requireActiveManager() {
  const manager = readManager();
  if (!manager) throw redirect('/');
  if (manager.status !== 'active') {
    clearSession();
    throw redirect('/login');
  }
  return manager;
}
