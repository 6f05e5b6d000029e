// The sign-in page's first script, inline at the end of its form (scripts/prerenderSignIn.ts puts it there, built on its
// own by vite.earlySignIn.config.ts): it runs as soon as the form is parsed, while the app's script still downloads.
import { holdSignInUntilTaken } from './features/auth/heldSignIn.ts';
import { opensOnSignIn } from './features/auth/opensOnSignIn.ts';
import { startAppAfterPaint } from './features/auth/startAppAfterPaint.ts';

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // The server answers the sign-in page's addresses with the build's copy of it; a person already signed in goes on to
  // their page instead, so the form they will not use is never shown while that page loads.
  if (opensOnSignIn(window.location.pathname)) holdSignInUntilTaken();
  else root.replaceChildren();
}
startAppAfterPaint();
