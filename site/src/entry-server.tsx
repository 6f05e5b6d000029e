import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { brand } from './brand/brand';
import { pageHead, type PageHead } from './head/pageHead';
import { RenderedPageContext, type RenderedPageRecord } from './layout/PageHead';
import { SiteProviders } from './layout/SiteProviders';
import { pageForPath, prerenderedPaths, SiteRoutes } from './routes';

export { prerenderedPaths };

export interface RenderedPage {
  html: string;
  head: PageHead;
  /** The page module shown (e.g. 'PricingRoute'): the prerenderer preloads its chunk. */
  pageId: string;
}

/** One page as HTML at build time, with its head. Its module is loaded first, so nothing suspends. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  await pageForPath(pathname).load();
  const record: RenderedPageRecord = {};
  const html = renderToString(
    <StrictMode>
      <RenderedPageContext.Provider value={record}>
        <SiteProviders>
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
