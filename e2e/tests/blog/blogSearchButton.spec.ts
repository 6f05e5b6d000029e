import { expect, type Page, test } from '@playwright/test';
import { excludedCategories, fetchPosts, titles, videoCategories } from '../../utils/blogApi.ts';
import { blogCards, openBlogList } from '../../utils/blogPage.ts';
import { viewports } from '../../utils/testEnv.ts';

// The blog's search has a button that sends it (Enter is covered by blogList.spec.ts): whoever does not know to press
// Enter, or cannot, reaches it with Tab or taps it, with the page's script or without.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search posts' });
const searchButton = (page: Page) => page.getByRole('search', { name: 'Search posts' }).getByRole('button', { name: 'Search', exact: true });
const cardTitles = (page: Page) => blogCards(page).getByRole('heading');

test.describe('on a phone that runs no script', () => {
  test.use({ viewport: viewports.mobile, javaScriptEnabled: false });

  test('the search button, reached with Tab from the field, sends the search within the chosen category', async ({ page, request }) => {
    const found = await fetchPosts(request, { per_page: 6, categories: videoCategories, search: 'hail' });
    await page.goto('/blog/all?category=video');
    await searchBox(page).fill('hail');
    await page.keyboard.press('Tab');
    await expect(searchButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/blog\/all\?category=video&search=hail$/);
    await expect(cardTitles(page)).toHaveText(titles(found.posts));
    await expect(searchBox(page)).toHaveValue('hail');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('the search button runs the search in place, without loading the page again', async ({ page, request }) => {
    const found = await fetchPosts(request, { per_page: 6, categories_exclude: excludedCategories, search: 'hailstorm' });
    await openBlogList(page);
    // A mark on this page's window: a new page load would not have it.
    await page.evaluate(() => Object.assign(window, { searchedInPlace: true }));
    await searchBox(page).fill('hailstorm');
    await searchButton(page).click();

    await expect(page).toHaveURL(/\/blog\/all\?search=hailstorm$/);
    await expect(cardTitles(page)).toHaveText(titles(found.posts));
    expect(await page.evaluate(() => 'searchedInPlace' in window)).toBe(true);
  });
});
