import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteProviders } from './layout/SiteProviders';
import { pageForPath, SiteRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The page's chunk is preloaded by its HTML; waiting for it here lets the first render match that HTML.
await pageForPath(window.location.pathname).load();
hydrateRoot(
  root,
  <StrictMode>
    <SiteProviders>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteProviders>
  </StrictMode>,
);
