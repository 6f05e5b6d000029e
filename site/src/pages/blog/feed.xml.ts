import type { APIRoute } from 'astro';
import { blogListHeader } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { postsFilter } from '../../blog/postsFilter.ts';
import { blogFeedXml } from '../../feeds/blogFeed.ts';
import { blogFeedPath } from '../../head/pageHead.ts';
import { readFeedPosts } from '../../server/feedReads.ts';
import { readBlogChips } from '../../server/siteReads.ts';
import { unavailable, xmlHeaders } from '../../server/xmlAnswer.ts';

/** The blog's latest posts as RSS 2.0; `?category=news` gives one category's, as the list's chips do. */
export const GET: APIRoute = async ({ locals, url }) => {
  const key = url.searchParams.get('category') ?? 'all';
  const chips = await readBlogChips(locals);
  const category = chips.find((candidate) => candidate.key === key);
  if (!category) return new Response('There is no such category.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const all = category.ids.length === 0;
  let posts: Awaited<ReturnType<typeof readFeedPosts>>;
  try {
    posts = await readFeedPosts(locals, postsFilter(category.key, '', chips));
  } catch {
    return unavailable('The feed could not be made. Please try again in a moment.');
  }
  const channel = {
    title: all ? `${brand.productName} Blog` : `${brand.productName} Blog: ${category.label}`,
    description: blogListHeader.description,
    host: brand.host,
    pagePath: all ? '/blog/all' : `/blog/all?category=${category.key}`,
    feedPath: all ? blogFeedPath : `${blogFeedPath}?category=${category.key}`,
  };
  return new Response(blogFeedXml(channel, posts), { headers: xmlHeaders('application/rss+xml') });
};
