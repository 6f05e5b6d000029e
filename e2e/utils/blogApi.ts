import type { WpPost } from '@fleet/api-client';
import { type APIRequestContext, expect } from '@playwright/test';
import { htmlText } from './siteApi.ts';

/** The blog's category ids (packages/content/src/blog/categoryMap.ts), as the blog list asks for them. */
export const excludedCategories = '2206,2233,2234';
export const videoCategories = '2239,1569,1606,1581,2238,1570,1571,1572,1588';
export const newsCategories = '2042,1559';

/** A post as the content API answers it (openapi.yaml's WpPost). */
export type ApiPost = WpPost;

/** Posts straight from the content API, newest first: what the blog pages must show. */
export async function fetchPosts(request: APIRequestContext, params: Record<string, string | number>): Promise<{ posts: ApiPost[]; total: number }> {
  const response = await request.get('/wp-json/wp/v2/posts', { params: { orderby: 'date', order: 'desc', _embed: 1, ...params } });
  expect(response.ok(), `GET /wp-json/wp/v2/posts answered ${response.status()}`).toBe(true);
  return { posts: (await response.json()) as ApiPost[], total: Number(response.headers()['x-wp-total']) };
}

export async function fetchPost(request: APIRequestContext, slug: string): Promise<ApiPost> {
  const { posts } = await fetchPosts(request, { slug });
  const [post] = posts;
  if (!post) throw new Error(`no post ${slug}`);
  return post;
}

export const postTitle = (post: ApiPost) => htmlText(post.title.rendered);
export const titles = (posts: readonly ApiPost[]) => posts.map(postTitle);

/** The featured image's address, unless the API embedded an error object or there is none. */
export function featuredImage(post: ApiPost): string | undefined {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  return media && 'source_url' in media ? media.source_url : undefined;
}
