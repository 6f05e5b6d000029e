import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './sitePage.ts';

/** Opens the blog list (with a query string, if any) and waits until its script runs it. */
export async function openBlogList(page: Page, query = ''): Promise<void> {
  await page.goto(`/blog/all${query}`);
  await waitForBlogList(page);
}

/**
 * Brings the pointer over the blog list, as a visitor does before using it, and waits until its script has taken
 * over its links and search form: the list works without it and hydrates at the first pointer, touch or focus.
 */
export async function waitForBlogList(page: Page): Promise<void> {
  await waitForHydration(page, new URL(page.url()).pathname);
  const list = page.locator('astro-island', { has: page.getByRole('search', { name: 'Search posts' }) });
  await page.getByRole('search', { name: 'Search posts' }).hover();
  await expect(list).not.toHaveAttribute('ssr');
}

/** The cards of the blog list, each an article named by its post's title. */
export const blogCards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('article');

/** 'Load More Posts': a link to the longer list (a button while the next posts load in place). */
export const loadMoreButton = (page: Page) =>
  page.getByRole('link', { name: 'Load More Posts' }).or(page.getByRole('button', { name: /Load More Posts|Loading\.\.\./ }));

/** The list's requests to the content API from now on, as URLs. */
export function watchPostRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wp-json/wp/v2/posts') seen.push(url);
  });
  return seen;
}
