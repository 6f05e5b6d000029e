let taken = false;
let held: HTMLFormElement | undefined;

/** A sign-in pressed before the app took the form over is kept here, not sent by the browser. */
const holdSubmit = (event: SubmitEvent) => {
  if (taken) return;
  event.preventDefault();
  held = event.target as HTMLFormElement;
};

/**
 * From the build's copy of the sign-in page (sign-in.html) until the app takes it over: fields take what is typed as any
 * form's do, and 'Sign in' pressed meanwhile is held, rather than left to the browser (which would reload the page
 * with the e-mail in its address and lose the rest). Registered by the page's first, small script (earlySignIn.ts).
 */
export function holdSignInUntilTaken(): void {
  document.addEventListener('submit', holdSubmit, { capture: true });
  // For whoever measures the page (site/bench/measureAdminSignIn.ts): from now on the form takes a sign-in.
  document.documentElement.dataset.signIn = 'held';
}

/**
 * The app has taken the form over (its handlers are attached): the form is its own from now on, and a sign-in pressed
 * before is sent now, with what the fields hold.
 */
export function takeOverSignIn(): void {
  if (taken) return;
  taken = true;
  document.removeEventListener('submit', holdSubmit, { capture: true });
  document.documentElement.dataset.signIn = 'app';
  const form = held;
  held = undefined;
  if (form?.isConnected) form.requestSubmit();
}

/** What was typed into the build's copy of the sign-in form before the app took it over. */
export function typedSignIn(container: ParentNode): { email: string; password: string } {
  const typedInto = (selector: string) => container.querySelector<HTMLInputElement>(selector)?.value ?? '';
  return { email: typedInto('input[autocomplete="username"]'), password: typedInto('input[autocomplete="current-password"]') };
}
