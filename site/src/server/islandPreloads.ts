import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initialScripts, moduleClosure } from './pageScripts.ts';

/**
 * Head links that fetch the modules of the page's on-load islands (and all they import) at once, while the
 * page is still arriving. Without them the browser finds each module only after the one importing it has
 * come, a round trip each: on a phone's slow connection the form or the calculator would wait for the chain.
 */
export function islandPreloads(clientDir: URL) {
  const closures = new Map<string, readonly string[]>();
  const read = (path: string) => readFileSync(fileURLToPath(new URL(`.${decodeURIComponent(path)}`, clientDir)), 'utf8');

  return (html: string): string => {
    const entries = initialScripts(html, { onLoadOnly: true });
    if (entries.length === 0) return html;
    const key = entries.join(' ');
    let modules = closures.get(key);
    if (!modules) {
      modules = moduleClosure(entries, read);
      closures.set(key, modules);
    }
    const links = modules.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
    return html.replace('</head>', () => `${links}</head>`);
  };
}
