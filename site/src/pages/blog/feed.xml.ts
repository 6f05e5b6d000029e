import { localePath } from '@fleet/i18n/localePath.ts';
import type { APIRoute } from 'astro';
import { blogListHeader } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { postsFilter } from '../../blog/postsFilter.ts';
import { blogFeedXml } from '../../feeds/blogFeed.ts';
import { blogFeedPath } from '../../head/pageHead.ts';
import { pageLocale, pageMessages } from '../../locale/pageMessages.ts';
import { readFeedPosts } from '../../server/feedReads.ts';
import { readBlogChips } from '../../server/siteReads.ts';
import { unavailable, xmlHeaders } from '../../server/xmlAnswer.ts';

/** The blog's latest posts in the page's language as RSS 2.0; `?category=news` gives one category's, as the list's chips do. */
export const GET: APIRoute = async ({ locals, url }) => {
  const messages = pageMessages(locals);
  const locale = pageLocale(locals);
  const key = url.searchParams.get('category') ?? 'all';
  const chips = await readBlogChips(locals);
  const category = chips.find((candidate) => candidate.key === key);
  if (!category) return new Response(messages.t('blogFeed.noCategory'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const all = category.ids.length === 0;
  let posts: Awaited<ReturnType<typeof readFeedPosts>>;
  try {
    posts = await readFeedPosts(locals, postsFilter(category.key, '', chips), locale);
  } catch {
    return unavailable(messages.t('blogFeed.failed'));
  }
  const channel = {
    title: all
      ? messages.t('blogFeed.title', { product: brand.productName })
      : messages.t('blogFeed.categoryTitle', { product: brand.productName, category: category.label }),
    description: blogListHeader(messages).description,
    host: brand.host,
    pagePath: localePath(locale, all ? '/blog/all' : `/blog/all?category=${category.key}`),
    feedPath: localePath(locale, all ? blogFeedPath : `${blogFeedPath}?category=${category.key}`),
    language: messages.lang,
  };
  return new Response(blogFeedXml(channel, posts), { headers: xmlHeaders('application/rss+xml') });
};
