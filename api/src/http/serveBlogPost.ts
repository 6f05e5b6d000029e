import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { breadcrumbSegments } from '@fleet/ui/rules';
import type { Context, Next } from 'hono';
import { missingPostHead, postHead } from '../../../site/src/blog/postHead.ts';
import { type PostShellData, postShell } from '../../../site/src/blog/postShell.ts';
import { type HeadSettings, innerPageTitle, pageHead } from '../../../site/src/head/pageHead.ts';
import { renderHeadTags } from '../../../site/src/head/renderHeadTags.ts';
import type { Logger } from '../logging/createLogger.ts';
import type { ContentService, WpPostJson } from '../services/content/index.ts';
import { escapeHtml } from '../services/mail/escapeHtml.ts';
import { htmlResponse } from './htmlResponse.ts';

/** Longer than any slug WordPress makes (200 characters); a longer one names no post. */
const maxSlugLength = 200;

/**
 * GET and HEAD /blog/{slug}: the prerendered post shell with the post's own head (title, description,
 * canonical, Open Graph and Twitter tags) written in by the site's head rules, for crawlers that run no
 * script; 404 when there is no such post (the page then says 'Post not found'). /blog/all, and everything
 * while the site is not built, goes on to the static files.
 */
export function serveBlogPost(content: ContentService, siteDist: string, logger: Logger) {
  const shellFile = join(siteDist, postShell.file);
  // Read once per build of the site, not once per request: a rebuild changes the file's time.
  let cached: { builtAt: number; shell: string; brand: PostShellData['brand'] } | undefined;
  const loadShell = () => {
    const builtAt = statSync(shellFile, { throwIfNoEntry: false })?.mtimeMs;
    if (builtAt === undefined) return undefined;
    if (cached?.builtAt !== builtAt) {
      const { brand } = JSON.parse(readFileSync(join(siteDist, postShell.dataFile), 'utf8')) as PostShellData;
      cached = { builtAt, shell: readFileSync(shellFile, 'utf8'), brand };
    }
    return cached;
  };

  return async (c: Context, next: Next) => {
    const slug = c.req.param('slug') ?? '';
    const loaded = slug === 'all' ? undefined : loadShell();
    if (!loaded) return next();
    const { shell, brand } = loaded;
    const url = new URL(c.req.url);

    let post: WpPostJson | undefined;
    let status: 200 | 404 | 500;
    let settings: HeadSettings;
    try {
      post = await findPost(content, slug, url);
      status = post ? 200 : 404;
      settings = post ? postHead(post, brand.productName) : missingPostHead(brand.productName);
    } catch (error) {
      // The page still loads and tries again itself; it shows 'Failed to load blog post' if that fails too.
      logger.error({ err: error, path: url.pathname }, `[http] looking up the post for ${url.pathname} failed`);
      status = 500;
      settings = { title: innerPageTitle('Blog', brand.productName), noindex: true };
    }

    const headTags = renderHeadTags(pageHead(settings, url.pathname, brand));
    // The same crumb the page shows once it runs: the breadcrumb rule applied to this very path.
    const crumb = breadcrumbSegments(url.pathname).at(-1)?.label ?? slug;
    const split = shell.indexOf('</head>');
    const html =
      shell.slice(0, split).replace(postShell.headMarker, () => headTags) +
      shell.slice(split).replace(`>${postShell.slugToken}<`, () => `>${escapeHtml(crumb)}<`);
    return htmlResponse(c, html, status);
  };
}

async function findPost(content: ContentService, slug: string, url: URL): Promise<WpPostJson | undefined> {
  // A comma would look up several slugs at once; no single post's URL holds one.
  if (slug === '' || slug.length > maxSlugLength || slug.includes(',')) return undefined;
  const page = await content.listPosts({ page: 1, per_page: 1, slug, orderby: 'date', order: 'desc', _embed: 'wp:featuredmedia' }, url);
  return page.items[0];
}
