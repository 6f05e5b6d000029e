import { expect, test } from '@playwright/test';
import { excludedCategories, fetchPosts, newsCategories, titles, videoCategories } from '../../utils/blogApi.ts';
import { blogCards, loadMoreButton, openBlogList, waitForBlogList, watchPostRequests } from '../../utils/blogPage.ts';
import { holdIslandScripts, watchPageErrors } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

const categoryChoice = (page: import('@playwright/test').Page) => page.getByRole('radiogroup', { name: 'Filter by category' });
const cardTitles = (page: import('@playwright/test').Page) => blogCards(page).getByRole('heading');

test.describe('the blog list on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  // One visit: what arrives with the page, and that hydrating it reads nothing again.
  test('arrives with the newest 6 posts outside the excluded categories already shown, with their cards, and hydrating asks for them no second time', async ({
    page,
    request,
  }) => {
    const errors = watchPageErrors(page);
    const { posts } = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories });
    const requests = watchPostRequests(page);
    await openBlogList(page);
    await page.waitForLoadState('networkidle');

    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText(titles(posts));
    const first = blogCards(page).first();
    const readMore = first.getByRole('link', { name: titles(posts)[0] });
    await expect(readMore).toHaveAttribute('href', `/blog/${posts[0]?.slug}`);
    await expect(readMore).toContainText('Read More');
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(requests).toEqual([]);
    expect(errors.messages()).toEqual([]);
  });

  test('filters by category with the chips; the choice survives a reload and the back button', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const all = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories });
    const video = await fetchPosts(request, { per_page: 6, categories: videoCategories });
    await openBlogList(page);
    await expect(cardTitles(page)).toHaveText(titles(all.posts));

    const requests = watchPostRequests(page);
    await categoryChoice(page).getByRole('radio', { name: 'Video' }).click();
    await expect(page).toHaveURL(/\/blog\/all\?category=video$/);
    await expect(cardTitles(page)).toHaveText(titles(video.posts));
    for (const card of await blogCards(page).all()) await expect(card.getByText('Video', { exact: true })).toBeVisible();
    // A chosen category lifts the default exclusions and starts from the first page.
    expect(requests.at(-1)?.searchParams.get('categories')).toBe(videoCategories);
    expect(requests.at(-1)?.searchParams.has('categories_exclude')).toBe(false);
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');

    await page.reload();
    await expect(categoryChoice(page).getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(titles(video.posts));

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/all$/);
    await expect(categoryChoice(page).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(cardTitles(page)).toHaveText(titles(all.posts));
    expect(errors.messages()).toEqual([]);
  });

  test('searches once typing pauses, and says when nothing matches', async ({ page, request }) => {
    const found = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories, search: 'hailstorm' });
    expect(found.posts.length).toBeGreaterThan(0);
    await openBlogList(page);
    await expect(blogCards(page)).toHaveCount(6);

    const requests = watchPostRequests(page);
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.pressSequentially('hailstorm', { delay: 40 });
    await expect(page).toHaveURL(/\?search=hailstorm$/);
    await expect(cardTitles(page)).toHaveText(titles(found.posts));
    // One request once the typing stopped, not one per key.
    const searched = requests.filter((url) => url.searchParams.has('search'));
    expect(searched.length).toBeLessThanOrEqual(2);
    expect(searched.at(-1)?.searchParams.get('search')).toBe('hailstorm');

    await page.reload();
    await expect(search).toHaveValue('hailstorm');
    await expect(cardTitles(page)).toHaveText(titles(found.posts));

    await search.fill('no post says this');
    await expect(page.getByText('No posts found')).toBeVisible();
    await expect(page.getByText('Try another category or a different search term.')).toBeVisible();
    await expect(loadMoreButton(page)).toHaveCount(0);
  });

  test('keeps a search typed before the page’s script arrived, and runs it', async ({ page, request }) => {
    const found = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories, search: 'hailstorm' });
    const scripts = await holdIslandScripts(page);
    await page.goto('/blog/all');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill('hailstorm');
    scripts.release();
    await waitForBlogList(page);

    await expect(page).toHaveURL(/\?search=hailstorm$/);
    await expect(search).toHaveValue('hailstorm');
    await expect(cardTitles(page)).toHaveText(titles(found.posts));
  });

  test('a category chosen after a Load More taken before the script arrived starts from its first posts', async ({ page, request }) => {
    const news = await fetchPosts(request, { per_page: 6, categories: newsCategories });
    const scripts = await holdIslandScripts(page);
    await page.goto('/blog/all');
    await loadMoreButton(page).click();
    await expect(page).toHaveURL(/\?page=2#page-2$/);
    scripts.release();
    await waitForBlogList(page);

    await categoryChoice(page).getByRole('radio', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/blog\/all\?category=news$/);
    await expect(cardTitles(page)).toHaveText(titles(news.posts));
    await page.reload();
    await expect(cardTitles(page)).toHaveText(titles(news.posts));
  });

  test('loads 12 more per click until the end, then the button goes', async ({ page, request }) => {
    const { posts, total } = await fetchPosts(request, { per_page: 100, categories_exclude: excludedCategories });
    expect(total).toBe(posts.length);
    await openBlogList(page);
    await expect(blogCards(page)).toHaveCount(6);

    const requests = watchPostRequests(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-json/wp/v2/posts?*', async (route) => {
      await held;
      await route.continue();
    });
    await loadMoreButton(page).click();
    // While a load is under way the button says so and cannot be pressed again.
    await expect(loadMoreButton(page)).toBeDisabled();
    await expect(loadMoreButton(page)).toHaveText('Loading...');
    release();
    await expect(blogCards(page)).toHaveCount(18);
    await page.unroute('**/wp-json/wp/v2/posts?*');
    await expect(loadMoreButton(page)).toHaveText('Load More Posts');
    await expect(loadMoreButton(page)).toBeEnabled();

    for (let shown = 18; shown < total; shown = Math.min(total, shown + 12)) {
      await loadMoreButton(page).click();
      await expect(blogCards(page)).toHaveCount(Math.min(total, shown + 12));
    }
    await expect(loadMoreButton(page)).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(titles(posts));
    // Each load reads on from where the last one ended (6 posts, then 12 from the 7th, ...), the page's language first.
    expect(requests.map((url) => `${url.searchParams.get('lang')} ${url.searchParams.get('offset')}+${url.searchParams.get('per_page')}`)).toContain('en 6+12');
  });

  test('changing the category after loading more starts again from the first 6', async ({ page }) => {
    await openBlogList(page);
    await loadMoreButton(page).click();
    await expect(blogCards(page)).toHaveCount(18);
    await categoryChoice(page).getByRole('radio', { name: 'News' }).click();
    await expect(blogCards(page)).toHaveCount(6);
    await categoryChoice(page).getByRole('radio', { name: 'All' }).click();
    await expect(blogCards(page)).toHaveCount(6);
  });

  test('a post without an image shows the No image placeholder and Uncategorized', async ({ page, request }) => {
    const { posts } = await fetchPosts(request, { per_page: 1, search: 'sell driver data' });
    const [post] = posts;
    expect(post?.featured_media ?? 0).toBe(0);
    await openBlogList(page, '?search=sell%20driver%20data');
    const card = blogCards(page).filter({ has: page.getByRole('heading', { name: titles(posts)[0] }) });
    await expect(card.getByText('No image')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.getByText('Uncategorized')).toBeVisible();
  });

  test('says Failed to load blog posts when the content source fails', async ({ page }) => {
    await page.route('**/wp-json/wp/v2/posts?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"rest_error","message":"Down","data":{"status":500}}' }),
    );
    const errors = watchPageErrors(page);
    // The list comes with the page, rendered by the server; another category is read by the page itself.
    await openBlogList(page);
    await categoryChoice(page).getByRole('radio', { name: 'News' }).click();
    await expect(page.getByText('Failed to load blog posts')).toBeVisible();
    await expect(loadMoreButton(page)).toHaveCount(0);
    // The browser made the call, so its console says so, once for the call and its retry.
    await expect.poll(() => errors.messages().filter((message) => message.startsWith('console: Failed to load blog posts'))).toHaveLength(1);
  });
});

test.describe('the blog list before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test('shows the newest 6 posts, each linked to its page', async ({ page, request }) => {
    const { posts } = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories });
    await page.goto('/blog/all');
    await expect(cardTitles(page)).toHaveText(titles(posts));
    await expect(
      blogCards(page)
        .first()
        .getByRole('link', { name: titles(posts)[0] }),
    ).toHaveAttribute('href', `/blog/${posts[0]?.slug}`);
    // The first card's picture is asked for at once, ahead of the rest of the page.
    await expect(blogCards(page).first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  test('filters by category with the chips, which are links on a phone that runs no script; Back returns to all', async ({ page, request }) => {
    const all = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories });
    const video = await fetchPosts(request, { per_page: 6, categories: videoCategories });
    await page.goto('/blog/all');
    await categoryChoice(page).getByRole('radio', { name: 'Video' }).click();
    await expect(page).toHaveURL(/\/blog\/all\?category=video$/);
    await expect(cardTitles(page)).toHaveText(titles(video.posts));
    await expect(categoryChoice(page).getByRole('radio', { name: 'Video' })).toHaveAttribute('aria-checked', 'true');
    for (const card of await blogCards(page).all()) await expect(card.getByText('Video', { exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/all$/);
    await expect(categoryChoice(page).getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
    await expect(cardTitles(page)).toHaveText(titles(all.posts));
  });

  test('searches within the chosen category with a plain form, and says when nothing matches', async ({ page, request }) => {
    const found = await fetchPosts(request, { per_page: 6, categories: videoCategories, search: 'hail' });
    await page.goto('/blog/all?category=video');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill('hail');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\/all\?category=video&search=hail$/);
    await expect(cardTitles(page)).toHaveText(titles(found.posts));
    await expect(search).toHaveValue('hail');

    await search.fill('no post says this');
    await search.press('Enter');
    await expect(page.getByText('No posts found')).toBeVisible();
    await expect(page.getByText('Try another category or a different search term.')).toBeVisible();
    await expect(loadMoreButton(page)).toHaveCount(0);
  });

  test("loads 12 more with each 'Load More Posts', a link to the longer list that opens where the new posts begin, until the end", async ({
    page,
    request,
  }) => {
    const { posts, total } = await fetchPosts(request, { per_page: 100, categories_exclude: excludedCategories });
    await page.goto('/blog/all');
    await expect(blogCards(page)).toHaveCount(6);
    await loadMoreButton(page).click();
    await expect(page).toHaveURL(/\/blog\/all\?page=2#page-2$/);
    await expect(cardTitles(page)).toHaveText(titles(posts.slice(0, 18)));
    await expect(blogCards(page).nth(6)).toBeInViewport();
    await expect(blogCards(page).nth(5)).not.toBeInViewport({ ratio: 1 });
    // Below the sticky navigation bar, not under it.
    const bar = await page.getByRole('banner').boundingBox();
    const firstNew = await blogCards(page).nth(6).boundingBox();
    expect(firstNew!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    for (let shown = 18, load = 3; shown < total; shown = Math.min(total, shown + 12), load += 1) {
      await loadMoreButton(page).click();
      await expect(blogCards(page)).toHaveCount(Math.min(total, shown + 12));
      await expect(page).toHaveURL(new RegExp(`#page-${load}$`));
      await expect(blogCards(page).nth(shown)).toBeInViewport();
    }
    await expect(loadMoreButton(page)).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(titles(posts));
  });

  test('changing the category after loading more starts again from the first 6', async ({ page }) => {
    await page.goto('/blog/all');
    await loadMoreButton(page).click();
    await expect(blogCards(page)).toHaveCount(18);
    await categoryChoice(page).getByRole('radio', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/blog\/all\?category=news$/);
    await expect(blogCards(page)).toHaveCount(6);
  });

  test('a post without an image shows the No image placeholder and Uncategorized', async ({ page, request }) => {
    const { posts } = await fetchPosts(request, { per_page: 1, search: 'sell driver data' });
    await page.goto('/blog/all?search=sell%20driver%20data');
    const card = blogCards(page).filter({ has: page.getByRole('heading', { name: titles(posts)[0] }) });
    await expect(card.getByText('No image')).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    await expect(card.getByText('Uncategorized')).toBeVisible();
  });
  // A content source that fails is answered by the server's page: api/test/api/sitePages.test.ts.
});

test.describe('the blog list on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('filters by category with the dropdown instead of chips', async ({ page, request }) => {
    const video = await fetchPosts(request, { per_page: 6, categories: videoCategories });
    await openBlogList(page);
    await expect(categoryChoice(page)).toBeHidden();
    const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
    await dropdown.selectOption({ label: 'Video' });
    await expect(page).toHaveURL(/\?category=video$/);
    await expect(cardTitles(page)).toHaveText(titles(video.posts));
    await page.reload();
    await expect(dropdown).toHaveValue('video');
  });

  test('keeps a category chosen in the dropdown before the page’s script arrived, and shows it', async ({ page, request }) => {
    const video = await fetchPosts(request, { per_page: 6, categories: videoCategories });
    const scripts = await holdIslandScripts(page);
    await page.goto('/blog/all');
    const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
    await dropdown.selectOption({ label: 'Video' });
    scripts.release();
    await waitForBlogList(page);

    await expect(page).toHaveURL(/\?category=video$/);
    await expect(dropdown).toHaveValue('video');
    await expect(cardTitles(page)).toHaveText(titles(video.posts));
  });

  test('loads more until the end', async ({ page, request }) => {
    const { total } = await fetchPosts(request, { per_page: 1, categories_exclude: excludedCategories });
    await openBlogList(page);
    for (let shown = 6; shown < total; shown = Math.min(total, shown + 12)) {
      await expect(blogCards(page)).toHaveCount(shown);
      await loadMoreButton(page).click();
    }
    await expect(blogCards(page)).toHaveCount(total);
    await expect(loadMoreButton(page)).toHaveCount(0);
  });
});
