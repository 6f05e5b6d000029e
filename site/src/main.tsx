import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readFirstLoad } from './blog/blogListShell.ts';
import type { BlogPostsLoad } from './data/posts/blogPostsLoad.ts';
import { SiteProviders } from './layout/SiteProviders.tsx';
import { pageForPath, SiteRoutes } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The page's chunk is preloaded by its HTML; waiting for it here lets the first render match that HTML.
await pageForPath(window.location.pathname).load();
// Posts the server rendered the blog list with: hydrating on them keeps the cards it already shows.
const served = { blogPosts: readFirstLoad<BlogPostsLoad>(document) };
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: a long legal page stays responsive while it comes alive.
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <SiteProviders served={served}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteProviders>
    </StrictMode>,
  );
});
