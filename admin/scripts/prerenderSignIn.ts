// The build's last step before compression: dist/sign-in.html, the admin's page with the sign-in page already in it,
// rendered by the app's own code (src/prerender/signInPageMarkup.tsx, built for Node by `vite build --ssr`). The server
// answers it at the login's addresses (api/src/http/site/serveStatic.ts), so the form shows as soon as the HTML and its
// styles arrive; the app's script then takes it over (src/main.tsx).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appScriptAttribute } from '../src/features/auth/startAppAfterPaint.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssrDir = fileURLToPath(new URL('../node_modules/.sign-in-prerender/', import.meta.url));

const { signInPageMarkup } = (await import(pathToFileURL(`${ssrDir}signInPageMarkup.js`).href)) as { signInPageMarkup: () => string };
const markup = signInPageMarkup();
if (!markup.includes('Admin Login')) throw new Error('the rendered sign-in page has no "Admin Login" heading');

const index = readFileSync(`${dist}index.html`, 'utf8');
const emptyRoot = '<div id="root"></div>';
const title = '<title>Admin</title>';
if (!index.includes(emptyRoot) || !index.includes(title)) throw new Error(`dist/index.html lacks ${emptyRoot} or ${title}`);
// Its first script, inline after the form (vite.earlySignIn.config.ts built it): it runs as soon as the form is parsed,
// with no request to wait for, and holds a 'Sign in' pressed while the app's larger script still downloads. The server
// lets it run by its hash (api/src/http/site/serveStatic.ts).
const early = readFileSync(`${ssrDir}earlySignIn.js`, 'utf8').trim();
if (/<\/script|<!--/i.test(early)) throw new Error('the early sign-in script cannot be put in a <script> element as it is');
// The app's script is preloaded, not run: the inline script runs it once the form is painted (startAppAfterPaint.ts).
const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
if (!appScript) throw new Error('dist/index.html names no module script');
// Its styles in the page itself: the form is drawn as soon as the HTML arrives, with no second round trip first (on a
// phone's network, about the time of one). The app's other pages share them: the admin has one stylesheet.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/admin\/([^"]+)">/.exec(index);
if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
const styles = readFileSync(`${dist}${stylesheet[1]}`, 'utf8');
if (styles.includes('</style')) throw new Error('the stylesheet cannot be put in a <style> element as it is');
const page = index
  .replace(title, '<title>Admin Login · Admin</title>')
  .replace(stylesheet[0], () => `<style>${styles}</style>`)
  .replace(appScript[0], () => `<link rel="modulepreload" crossorigin href="${appScript[1]}" ${appScriptAttribute}>`)
  .replace(emptyRoot, () => `<div id="root">${markup}</div>\n    <script>${early}</script>`);
writeFileSync(`${dist}sign-in.html`, page);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered the sign-in page into dist/sign-in.html (${(Buffer.byteLength(page) / 1000).toFixed(1)} kB)`);
