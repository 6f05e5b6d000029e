import type { Manager } from '@fleet/api-client';
import { adminPaths } from '../../adminPaths.ts';

/**
 * Where a new session starts: Change Password while the account is not set up (a password someone else set,
 * or a second factor the team requires and the account lacks: its setup is on that page), else the dashboard.
 */
export const pathAfterSignIn = (manager: Manager) =>
  manager.must_change_password || manager.mfa_setup_required ? adminPaths.changePassword : adminPaths.dashboard;
