import { sitePages } from '@fleet/content/sitePages.ts';

/** Every page a visitor lands on: the site's fixed pages and, as the running site has it, its newest blog post. */
export async function pageRoutes(siteUrl: string): Promise<string[]> {
  const answer = await fetch(`${siteUrl}/wp-json/wp/v2/posts?per_page=1`);
  if (!answer.ok) throw new Error(`the newest post: HTTP ${answer.status}`);
  const [newest] = (await answer.json()) as { slug: string }[];
  return [...sitePages, ...(newest ? [`/blog/${newest.slug}`] : [])];
}
