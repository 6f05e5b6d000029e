/**
 * The page the server answers /blog/all with when it can: prerendered once around an empty body, then
 * filled per request with the list rendered on its first load of posts, that load itself (so the page
 * hydrates on the same data), and a preload of the first card's picture. Without it, or when the posts
 * cannot be read, the prerendered /blog/all (the list loading) is served and fetches its posts itself.
 */
export const blogListShell = {
  /** The HTML, relative to the site's build folder. */
  file: 'blog/list-shell.html',
  /** Stands where the first card's picture preload and the first load go, in the head. */
  headMarker: '<!--blog-list-head-->',
  /** Stands where the rendered page goes, inside the root element. */
  bodyMarker: '<!--blog-list-body-->',
  /** The id of the JSON script holding the first load (a BlogPostsLoad). */
  dataId: 'blog-list-first-load',
} as const;

/** The first load as a JSON script for the head; `<` is escaped so no post text can close the element. */
export function firstLoadScript(firstLoad: unknown): string {
  return `<script type="application/json" id="${blogListShell.dataId}">${JSON.stringify(firstLoad).replace(/</g, '\\u003c')}</script>`;
}

/** The first load the server wrote into this page, if it wrote one. */
export function readFirstLoad<T>(document: { getElementById(id: string): { textContent: string | null } | null }): T | undefined {
  const text = document.getElementById(blogListShell.dataId)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** What the site's server renderer (entry-server) offers the server for the list. */
export interface BlogListRenderer {
  /** The page's HTML on its first load of posts, read through `fetchLocal`; undefined when the posts live elsewhere. */
  renderBlogList(fetchLocal: typeof fetch): Promise<{ page: { html: string }; firstLoad: unknown } | undefined>;
}
