import type { LoginFormValues } from '@fleet/ui/components/LoginForm/LoginForm.tsx';
import { UiProvider } from '@fleet/ui/providers/UiProvider.tsx';
import { useEffect } from 'react';
import { takeOverSignIn } from '../features/auth/heldSignIn.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { prefetchAdmin } from '../openAdmin.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { usePageViews } from './usePageViews.ts';

export interface SignInRootProps {
  /** The address the page was opened at. */
  path: string;
  /** Hands over to the admin's pages at `path` once signed in. */
  onSignedIn: (path: string) => Promise<void>;
  /** What was typed into the build's copy of the form (sign-in.html) before the app took it over. */
  readTypedValues?: () => LoginFormValues;
}

/**
 * The sign-in page when the admin opens on it, before the router: the design system around the login, the tab's
 * title and the page_view. The build renders it into sign-in.html (prerender/signInPageMarkup.tsx), so it shows
 * before the app's script arrives; the app then takes over that copy, and sends a sign-in pressed before. The first
 * focus or touch on the page fetches what comes after sign-in.
 */
export function SignInRoot({ path, onSignedIn, readTypedValues }: SignInRootProps) {
  useDocumentTitle('Admin Login');
  usePageViews(path);
  useEffect(() => {
    // A task later: the form's state has taken in what was typed (LoginPage), so a sign-in held until now sends it.
    const takeOver = setTimeout(takeOverSignIn, 0);
    const events = ['focusin', 'pointerdown'] as const;
    const prefetch = () => {
      for (const event of events) document.removeEventListener(event, prefetch);
      prefetchAdmin();
    };
    for (const event of events) document.addEventListener(event, prefetch);
    // The person may be in the form already, typing into the build's copy.
    if (document.activeElement !== document.body && document.activeElement !== null) prefetch();
    return () => {
      clearTimeout(takeOver);
      for (const event of events) document.removeEventListener(event, prefetch);
    };
  }, []);
  return (
    <UiProvider>
      <LoginPage onSignedIn={onSignedIn} readTypedValues={readTypedValues} />
    </UiProvider>
  );
}
