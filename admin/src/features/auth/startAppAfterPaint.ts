/** On the sign-in page's preload of the app's script (scripts/prerenderSignIn.ts marks it): the script to run. */
export const appScriptAttribute = 'data-app-script';

/**
 * Runs the app's script once the build's copy of the sign-in page has been painted. The script is fetched from the start
 * (the page preloads it), but run as soon as it arrived it would hold the first paint until React had taken the page
 * over (half a second on a slow phone): the form is shown first, then the app starts. A tab opened in the background
 * draws no frame, so the app starts after a moment anyway.
 */
export function startAppAfterPaint(): void {
  const preload = document.querySelector<HTMLLinkElement>(`link[${appScriptAttribute}]`);
  if (!preload) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = preload.href;
    document.head.append(script);
  };
  // A task after the frame's animation callbacks runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
}
