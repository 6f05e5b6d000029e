// The page's first script, a small one: it runs while the app's larger one still downloads (index.html).
import { holdSignInUntilTaken } from './features/auth/heldSignIn.ts';
import { opensOnSignIn } from './features/auth/opensOnSignIn.ts';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // The server answers the sign-in page's addresses with the build's copy of it; a person already signed in goes on to
  // their page instead, so the form they will not use is not left on show while that page loads.
  if (opensOnSignIn(window.location.pathname)) holdSignInUntilTaken();
  else root.replaceChildren();
}
