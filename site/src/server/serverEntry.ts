import { createApp } from 'astro/app/entrypoint';
import type { SiteRender } from './SiteRender.ts';

// Whole pages, not streamed: the server compresses them and gives each an ETag.
const app = createApp({ streaming: false });

/** One page of the site for a request, rendered on what `locals` lets it read. */
export const render: SiteRender = (request, locals) => app.render(request, { locals, addCookieHeader: true });
export type { SiteLocals, SiteRender } from './SiteRender.ts';
