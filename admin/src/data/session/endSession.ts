import { client } from '../api.ts';
import { clearSession } from './sessionStorage.ts';

/**
 * Ends the session on the server, then forgets it here even when that call fails: a page that
 * signs a person out leaves no session behind that a copied token could still use.
 */
export async function endSession(): Promise<void> {
  try {
    await client.POST('/functions/v1/signout');
  } catch {
    // Unreachable or already ended: the local copy goes all the same.
  } finally {
    clearSession();
  }
}
