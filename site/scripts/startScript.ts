import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The one script tag of a prerendered page. The page is complete without JavaScript, so its modules are
 * fetched only once the browser has painted it: on a slow phone the HTML, the font and the main image
 * then have the connection to themselves, and the page shows about half a second sooner. The modules are
 * all imported at once, the entry first (no waterfall); each runs once what it imports has run. Imports,
 * not preload links: a link added to the head makes the browser recalculate the whole page's style.
 *
 * "Painted" is the browser's own first-contentful-paint entry, followed by one message so that the frame
 * is finished; neither is a timer, so a page whose clock is frozen (a test's) starts too. Not the load
 * event: a small page loads before its first paint. A page opened in a background tab, where nothing is
 * painted, starts at once; three seconds start a page whose paint is never reported.
 */
export const startScriptSource = `(function () {
  var script = document.currentScript;
  var modules = script.getAttribute('data-modules').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(modules[0]);
    for (var i = 1; i < modules.length; i++) import(modules[i]).catch(function () {});
  }
  function afterFrame() {
    var channel = new MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
  var entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (entryTypes.indexOf('paint') < 0) return requestAnimationFrame(afterFrame);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterFrame();
  }).observe({ type: 'paint', buffered: true });
})();
`;

/** Writes the start script into the build's assets under a content hash, and returns its URL. */
export function writeStartScript(dist: string): string {
  const hash = createHash('sha256').update(startScriptSource).digest('base64url').slice(0, 8);
  const file = `assets/start-${hash}.js`;
  writeFileSync(join(dist, file), startScriptSource);
  return `/${file}`;
}

/** The tag that starts a page: its modules, the entry first, in `data-modules`. */
export function startScriptTag(src: string, modules: readonly string[]): string {
  if (modules.length === 0) throw new Error('a page needs at least its entry module');
  return `<script defer src="${src}" data-modules="${modules.join(' ')}"></script>`;
}

const viteScripts = /\s*<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="\/assets\/[^"]+\.js"(?:><\/script>|>)/g;

/** Vite's template without its own module script and preloads: the start script loads them instead. */
export function withoutViteScripts(html: string): string {
  const stripped = html.replace(viteScripts, '');
  if (/<script type="module"|rel="modulepreload"/.test(stripped)) throw new Error('the Vite template loads a script the prerenderer does not know');
  return stripped;
}
