import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initialScripts, moduleClosure } from './pageScripts.ts';

/** A built module's text by its URL path, from the client build in `clientDir`. */
const readBuiltFile = (clientDir: URL) => (path: string) => readFileSync(fileURLToPath(new URL(`.${decodeURIComponent(path)}`, clientDir)), 'utf8');

/**
 * Head links that fetch the modules of the page's on-load islands (and all they import) at once, while the
 * page is still arriving. Without them the browser finds each module only after the one importing it has
 * come, a round trip each: on a phone's slow connection the form or the calculator would wait for the chain.
 * They go at the top of the head, right after the character set: below the page's inlined styles, a phone on
 * a slow connection would read tens of kilobytes of CSS before it learned of them.
 */
export function islandPreloads(clientDir: URL, read = readBuiltFile(clientDir)) {
  const closures = new Map<string, readonly string[]>();

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
    const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
    if (!charset) return html.replace('</head>', () => `${links}</head>`);
    const after = charset.index + charset[0].length;
    return `${html.slice(0, after)}${links}${html.slice(after)}`;
  };
}
