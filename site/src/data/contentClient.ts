import { createContentClient } from '../blog/content/createContentClient';

/**
 * The blog's content source: this server's WordPress-compatible API, unless the build names another
 * WordPress site's REST base in VITE_CONTENT_API_URL.
 */
export const contentClient = createContentClient({ baseUrl: import.meta.env.VITE_CONTENT_API_URL || '/wp-json/wp/v2' });
