import { createContentClient } from '../blog/content/createContentClient.ts';

/**
 * The REST base of the blog's content source: this server's WordPress-compatible API, unless the build
 * names another WordPress site's in VITE_CONTENT_API_URL.
 */
export const contentBaseUrl: string = import.meta.env.VITE_CONTENT_API_URL || '/wp-json/wp/v2';

export const contentClient = createContentClient({ baseUrl: contentBaseUrl });
