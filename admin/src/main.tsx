import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { typedSignIn } from './features/auth/heldSignIn.ts';
import { opensOnSignIn } from './features/auth/opensOnSignIn.ts';
import { SignInRoot } from './layout/SignInRoot.tsx';
import { openAdmin } from './openAdmin.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const { pathname } = window.location;

// The sign-in page ships only what it needs: React, the login and the sign-in call. The router, react-query and the
// pages load behind it, fetched ahead while the person signs in (docs/admin.md, 'A light sign-in page'). At the
// login's addresses the server answers the build's copy of it (sign-in.html), which the app takes over as it stands.
if (opensOnSignIn(pathname)) {
  const prerendered = container.firstElementChild !== null;
  let root: Root | undefined;
  const page = (
    <StrictMode>
      <SignInRoot
        path={pathname}
        readTypedValues={prerendered ? () => typedSignIn(container) : undefined}
        onSignedIn={(path) => openAdmin(root as Root, path)}
      />
    </StrictMode>
  );
  if (prerendered) {
    root = hydrateRoot(container, page);
  } else {
    root = createRoot(container);
    root.render(page);
  }
} else {
  void openAdmin(createRoot(container));
}
