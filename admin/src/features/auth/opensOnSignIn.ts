import { adminPaths } from '../../adminPaths.ts';
import { hasActiveManager } from '../../data/session/sessionStorage.ts';

const signInPaths: readonly string[] = [adminPaths.signIn, adminPaths.signInAgain];

/**
 * Whether the admin opens on its sign-in page, before the router: at the login's addresses (as the router matches
 * them: any case, a closing slash or not) with no active manager stored, who goes to the dashboard instead
 * (redirectSignedIn).
 */
export function opensOnSignIn(pathname: string): boolean {
  return signInPaths.includes(pathname.toLowerCase().replace(/\/+$/, '')) && !hasActiveManager();
}
