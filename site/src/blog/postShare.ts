import { localeHref } from '@fleet/i18n/localeHref.ts';
import type { BlogPostShare } from '@fleet/ui/components/BlogPostView/BlogPostArticle.tsx';
import { makerSocialLinks } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';

/**
 * A post's share row: its address on this site in the page's language (the page's origin plus /blog/{slug}, or
 * /de/blog/{slug}) and the maker's pages.
 */
export function postShare(origin: string, slug: string, lang: string): BlogPostShare {
  return { url: `${origin}${localeHref(`/blog/${encodeURIComponent(slug)}`, lang)}`, makerName: brand.maker.name, socialLinks: makerSocialLinks };
}
