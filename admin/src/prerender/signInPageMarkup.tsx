import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { adminPaths } from '../adminPaths.ts';
import { SignInRoot } from '../layout/SignInRoot.tsx';

/**
 * The sign-in page as the app first renders it, as HTML: the build puts it in sign-in.html (scripts/prerenderSignIn.ts),
 * which the server answers at the login's addresses, so the form shows before the app's script arrives. The tree is
 * main.tsx's, which takes it over (hydrateRoot).
 */
export function signInPageMarkup(): string {
  return renderToString(
    <StrictMode>
      <SignInRoot path={adminPaths.signIn} onSignedIn={async () => undefined} />
    </StrictMode>,
  );
}
