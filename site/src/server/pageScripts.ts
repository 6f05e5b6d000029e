/**
 * The JavaScript a page makes the browser fetch on its own, as URLs: module scripts, modulepreload links,
 * and each island's component and renderer (every island, whenever it hydrates: those shown on scroll too;
 * `onLoadOnly` keeps the islands that hydrate as the page loads). Inline scripts are not counted (they are
 * part of the page); imports are followed by `moduleClosure`.
 */
export function initialScripts(html: string, { onLoadOnly = false }: { onLoadOnly?: boolean } = {}): string[] {
  // Comments and inline script bodies are not markup: a tag quoted inside them loads nothing.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1</script>');
  const urls = new Set<string>();
  for (const [tag, name = ''] of markup.matchAll(/<(script|link|astro-island)\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(name.length + 1, -1));
    const kind = name.toLowerCase();
    if (kind === 'script' && attrs.get('type') === 'module' && attrs.get('src')) urls.add(attrs.get('src') as string);
    if (kind === 'link' && attrs.get('rel')?.toLowerCase().split(/\s+/).includes('modulepreload') && attrs.get('href')) urls.add(attrs.get('href') as string);
    if (kind === 'astro-island' && (!onLoadOnly || attrs.get('client') === 'load')) {
      for (const name of ['component-url', 'renderer-url']) {
        const url = attrs.get(name);
        if (url) urls.add(url);
      }
    }
  }
  return [...urls];
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, ...values] of tag.matchAll(/([^\s=<>"'/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set((name as string).toLowerCase(), (values.find((value) => value !== undefined) ?? '').replaceAll('&amp;', '&'));
  }
  return found;
}

/**
 * The modules a built module imports statically (`import … from "./x.js"`, `import "./y.js"`, `export … from`), as
 * written. A built module names its imports by path; a bare name (`from 'react-intl'`) is text inside a string.
 */
export function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([./][^"']*)["']/g)) found.add(match[1] as string);
  return [...found];
}

/**
 * Every module the modules at `urls` (absolute paths of the site) import, themselves included, read through
 * `read` (a built file's text by its URL path).
 */
export function moduleClosure(urls: readonly string[], read: (path: string) => string): string[] {
  const found = new Set<string>();
  const visit = (url: string, base: string) => {
    const { pathname, origin } = new URL(url, base);
    if (origin !== 'http://site.invalid') throw new Error(`a page loads JavaScript from another origin (${url})`);
    if (found.has(pathname)) return;
    found.add(pathname);
    for (const imported of importsOf(read(pathname))) visit(imported, `http://site.invalid${pathname}`);
  };
  for (const url of urls) visit(url, 'http://site.invalid/');
  return [...found];
}
