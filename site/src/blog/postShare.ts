import type { BlogPostShare } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import { makerSocialLinks } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';

/** A post's share row: its address on this site (the page's origin plus /blog/{slug}) and the maker's pages. */
export function postShare(origin: string, slug: string): BlogPostShare {
  return { url: `${origin}/blog/${encodeURIComponent(slug)}`, makerName: brand.maker.name, socialLinks: makerSocialLinks };
}
