import type { WpPost } from '@fleet/api-client';
import { type Locale, locales } from '@fleet/i18n/locales.ts';
import type { ContentClient, ListPostsParams } from './content/createContentClient.ts';

export type PostsInLanguagesParams = Omit<ListPostsParams, 'page' | 'perPage' | 'offset' | 'lang'>;

/** Whether the source named the post's language: WordPress without Polylang (or WPML) sends no `lang` at all. */
const namesLanguage = (post: WpPost) => Object.hasOwn(post, 'lang');

/**
 * `count` posts of the list from `start`: the posts in the page's language first, then those of each other
 * language in the site's order, newest first within each; one request per language the range reaches. A source
 * that names no post's language ignores the filter, so its first answer is already the whole list in date order.
 */
export async function listPostsInLanguages(
  client: ContentClient,
  params: PostsInLanguagesParams,
  locale: Locale,
  start: number,
  count: number,
  signal?: AbortSignal,
): Promise<WpPost[]> {
  const posts: WpPost[] = [];
  let offset = start;
  for (const [index, lang] of [locale, ...locales.filter((other) => other !== locale)].entries()) {
    const page = await client.listPosts({ ...params, lang, offset, perPage: count - posts.length }, signal);
    if (!page.posts.every(namesLanguage)) return index === 0 ? page.posts : posts;
    posts.push(...page.posts);
    if (posts.length >= count) break;
    // The next language's posts begin where this one's end: its total counts every match, the skipped ones too.
    offset = Math.max(0, offset - (page.total ?? offset + page.posts.length));
  }
  return posts;
}
