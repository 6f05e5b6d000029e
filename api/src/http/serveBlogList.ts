import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Next } from 'hono';
import { type BlogListRenderer, blogListShell, firstLoadScript } from '../../../site/src/blog/blogListShell.ts';
import { imagePreloads } from '../../../site/src/head/imagePreloads.ts';
import type { Logger } from '../logging/createLogger.ts';
import { htmlResponse } from './htmlResponse.ts';

/**
 * GET and HEAD /blog/all: the blog list rendered on its first six posts, so a visitor sees the cards (and
 * the first picture is on its way) before any script has run, and the page hydrates on the same posts.
 * The posts are read through `fetchLocal`, this server's own content API, exactly as the page would read
 * them. A filtered list (?category, ?search), a site not built with its server renderer, or posts that
 * cannot be read go on to the prerendered page, which loads its posts itself.
 */
export function serveBlogList(siteDist: string, fetchLocal: typeof fetch, logger: Logger) {
  const shellFile = join(siteDist, blogListShell.file);
  const rendererFile = resolve(siteDist, '..', 'dist-server', 'entry-server.js');
  // Loaded once, when the build is there. Not again on a rebuild: the renderer's chunks import its entry by
  // its plain address, so a second copy under another address would not share its modules (a server restart
  // takes a new build, as it does for the API's own code).
  let loaded: { shell: string; renderer: Promise<BlogListRenderer> } | undefined;
  const load = () => {
    if (!loaded && existsSync(shellFile) && existsSync(rendererFile)) {
      loaded = { shell: readFileSync(shellFile, 'utf8'), renderer: import(pathToFileURL(rendererFile).href) as Promise<BlogListRenderer> };
    }
    return loaded;
  };

  return async (c: Context, next: Next) => {
    if (new URL(c.req.url).search !== '') return next();
    const site = load();
    if (!site) return next();
    try {
      const rendered = await (await site.renderer).renderBlogList(fetchLocal);
      if (!rendered) return next();
      const head = [...imagePreloads(rendered.page.html), firstLoadScript(rendered.firstLoad)].join('\n    ');
      const html = site.shell.replace(blogListShell.headMarker, () => head).replace(blogListShell.bodyMarker, () => rendered.page.html);
      return htmlResponse(c, html, 200);
    } catch (error) {
      logger.error({ err: error }, '[http] rendering /blog/all on its posts failed; serving the page that loads them itself');
      return next();
    }
  };
}
