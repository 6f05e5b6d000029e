import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { BlogListRenderer } from './blog/blogListShell.ts';
import { createContentClient } from './blog/content/createContentClient.ts';
import { brand } from './brand/brand.ts';
import { contentBaseUrl } from './data/contentClient.ts';
import { type BlogPostsLoad, loadBlogPosts, unfilteredPosts } from './data/posts/blogPostsLoad.ts';
import { type PageHead, pageHead } from './head/pageHead.ts';
import { RenderedPageContext, type RenderedPageRecord } from './layout/PageHead.tsx';
import { type ServedData, SiteProviders } from './layout/SiteProviders.tsx';
import { pageForPath, prerenderedPaths, SiteRoutes } from './routes.tsx';

export { prerenderedPaths };

export interface RenderedPage {
  html: string;
  head: PageHead;
  /** The page module shown (e.g. 'PricingRoute'): the prerenderer preloads its chunk. */
  pageId: string;
}

/**
 * One page as HTML, with its head: at build time, or on the server for a page rendered on data it was
 * `served`. Its module is loaded first, so nothing suspends.
 */
export async function renderPage(pathname: string, served?: ServedData): Promise<RenderedPage> {
  await pageForPath(pathname).load();
  const record: RenderedPageRecord = {};
  const html = renderToString(
    <StrictMode>
      <RenderedPageContext.Provider value={record}>
        <SiteProviders served={served}>
          <StaticRouter location={pathname}>
            <SiteRoutes />
          </StaticRouter>
        </SiteProviders>
      </RenderedPageContext.Provider>
    </StrictMode>,
  );
  if (!record.pageId) throw new Error(`${pathname} rendered no page`);
  return { html, head: pageHead(record.head ?? {}, pathname, brand), pageId: record.pageId };
}

/**
 * /blog/all rendered on its first load of posts, read through `fetchLocal` (the server's own API). Undefined
 * when the build reads its posts from another WordPress site: the page then loads them itself.
 */
export const renderBlogList = (async (fetchLocal: typeof fetch): Promise<{ page: RenderedPage; firstLoad: BlogPostsLoad } | undefined> => {
  if (!contentBaseUrl.startsWith('/')) return undefined;
  const firstLoad = await loadBlogPosts(createContentClient({ baseUrl: contentBaseUrl, fetch: fetchLocal }), unfilteredPosts, 1);
  return { page: await renderPage('/blog/all', { blogPosts: firstLoad }), firstLoad };
}) satisfies BlogListRenderer['renderBlogList'];
