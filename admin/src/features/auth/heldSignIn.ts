// The sign-in page's inline script (earlySignIn.ts, built on its own) and the app share no module, only the document:
// `data-sign-in` on it says who has the form ('held', then 'app'), and the form a sign-in was pressed in is marked.
const heldForm = 'data-held-sign-in';
const signInState = () => document.documentElement.dataset.signIn;

/** A sign-in pressed before the app took the form over is marked on its form, not sent by the browser. */
const holdSubmit = (event: SubmitEvent) => {
  if (signInState() !== 'held') return;
  event.preventDefault();
  (event.target as HTMLFormElement).setAttribute(heldForm, '');
};

/**
 * From the build's copy of the sign-in page (sign-in.html) until the app takes it over: fields take what is typed as any
 * form's do, and 'Sign in' pressed meanwhile is held, rather than left to the browser (which would reload the page
 * and lose what was typed). Registered by the page's inline script (earlySignIn.ts), as soon as the form is parsed.
 */
export function holdSignInUntilTaken(): void {
  document.addEventListener('submit', holdSubmit, { capture: true });
  // For whoever measures the page too (site/bench/measureAdminSignIn.ts): from now on the form takes a sign-in.
  document.documentElement.dataset.signIn = 'held';
}

/**
 * The app has taken the form over (its handlers are attached): the form is its own from now on, and a sign-in pressed
 * before is sent now, with what the fields hold.
 */
export function takeOverSignIn(): void {
  if (signInState() === 'app') return;
  document.documentElement.dataset.signIn = 'app';
  const form = document.querySelector<HTMLFormElement>(`form[${heldForm}]`);
  form?.removeAttribute(heldForm);
  form?.requestSubmit();
}

/** What was typed into the build's copy of the sign-in form before the app took it over. */
export function typedSignIn(container: ParentNode): { email: string; password: string } {
  const typedInto = (selector: string) => container.querySelector<HTMLInputElement>(selector)?.value ?? '';
  return { email: typedInto('input[autocomplete="username"]'), password: typedInto('input[autocomplete="current-password"]') };
}
