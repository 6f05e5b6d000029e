import type { HeadBrand } from '../head/pageHead.ts';

/**
 * The page the server answers every /blog/{slug} with: prerendered once (the layout around the post page in
 * its 'Loading post...' state) and filled in per post with that post's head, so crawlers that run no script
 * still read its title, description, canonical and share image.
 */
export const postShell = {
  /** The HTML, relative to the site's build folder. */
  file: 'blog/post-shell.html',
  /** The brand values the build's head rules used (a PostShellData), relative to the build folder. */
  dataFile: 'blog/post-shell.json',
  /** Stands where the post's head tags go. */
  headMarker: '<!--post-head-->',
  /**
   * The shell is rendered at /blog/{slugToken}. The breadcrumb rule leaves this token as it is (no hyphen,
   * no letter to capitalise first), so the server finds it where the post's own crumb goes.
   */
  slugToken: '__post_slug__',
} as const;

export interface PostShellData {
  brand: HeadBrand;
}
