import { expect, type Page, test } from '@playwright/test';
import { featuredImage, fetchPost, postTitle } from '../../utils/blogApi.ts';
import { readHeadTags } from '../../utils/headTags.ts';
import { htmlText } from '../../utils/siteApi.ts';
import { waitForHydration, watchPageErrors } from '../../utils/sitePage.ts';
import { productName, siteHost } from '../../utils/siteRoutes.ts';
import { viewports } from '../../utils/testEnv.ts';

const videoPost = 'caught-hailstorm-i-25';
const imagePost = 'ces-2026-next-generation-roadsight-cameras';
const plainPost = 'why-we-dont-sell-driver-data';

async function openPost(page: Page, slug: string) {
  const response = await page.goto(`/blog/${slug}`);
  await waitForHydration(page, `/blog/${slug}`);
  return response;
}

const article = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('a blog post on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('shows the post: back links, image, tags, US date, share row, title, excerpt in a quote, the content', async ({ page, request }) => {
    const errors = watchPageErrors(page);
    const post = await fetchPost(request, imagePost);
    const title = postTitle(post);
    await openPost(page, imagePost);

    const body = article(page, title);
    await expect(body.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${productName}`);
    const back = body.getByRole('link', { name: 'Back to Blog' });
    await expect(back).toHaveCount(2);
    for (const link of await back.all()) await expect(link).toHaveAttribute('href', '/blog/all');
    await expect(body.locator('img').first()).toHaveAttribute('src', featuredImage(post)!);
    await expect(body.getByText('January 13, 2026')).toBeVisible();
    await expect(body.getByText('Events', { exact: true })).toBeVisible();
    await expect(body.getByText('Media', { exact: true })).toBeVisible();
    await expect(body.locator('blockquote')).toHaveText(htmlText(post.excerpt.rendered));
    await expect(body.getByRole('heading', { name: 'What stood out' })).toBeVisible();
    // External links in the content open in a new tab, without a handle on this one.
    const external = body.getByRole('link', { name: 'the CES website' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(errors.messages()).toEqual([]);
  });

  test('the share row: the maker pages and share dialogs in a new tab', async ({ page, request }) => {
    const post = await fetchPost(request, imagePost);
    await openPost(page, imagePost);
    const url = encodeURIComponent(`${new URL(page.url()).origin}/blog/${imagePost}`);
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      await expect(page.getByRole('link', { name: `Roadsight on ${network}` })).toHaveAttribute('target', '_blank');
    }
    await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(page.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(postTitle(post))}`,
    );
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  });

  test('a post with a video starts its muted player by itself once the page has loaded, leaving focus alone', async ({ page, request }) => {
    const post = await fetchPost(request, videoPost);
    const videoRequests: string[] = [];
    // No network beyond the test server: the player's page is stood in for.
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' });
    });
    const title = postTitle(post);
    await openPost(page, videoPost);
    const player = page.locator(`iframe[title="${title}"]`);
    await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${post.acf.youtube_video_id}?autoplay=1&mute=1`);
    await expect(page.frameLocator(`iframe[title="${title}"]`).getByText('Player stand-in')).toBeVisible();
    await expect(page.getByRole('link', { name: `Play video: ${title}` })).toHaveCount(0);
    await expect(player).not.toBeFocused();
    expect(videoRequests).toHaveLength(1);
  });

  test('a post without an image shows no picture', async ({ page, request }) => {
    const post = await fetchPost(request, plainPost);
    expect(featuredImage(post)).toBeUndefined();
    await openPost(page, plainPost);
    const body = article(page, postTitle(post));
    await expect(body.getByRole('heading', { level: 1 })).toHaveText(postTitle(post));
    await expect(body.locator('img')).toHaveCount(0);
    await expect(body.getByRole('link', { name: /^Play video/ })).toHaveCount(0);
  });

  test.describe('Copy Link', () => {
    test('copies the post URL and says so for 2 seconds', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.install();
      await openPost(page, imagePost);
      const notice = page.getByRole('status').filter({ hasText: /Link copied!|Failed to copy/ });

      // The post arrives after hydration; once the clock is paused, nothing scheduled on it would render it.
      await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByText('Link copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}/blog/${imagePost}`);
      await page.clock.runFor(1900);
      await expect(page.getByText('Link copied!')).toBeVisible();
      await page.clock.runFor(100);
      await expect(page.getByText('Link copied!')).toHaveCount(0);
      await expect(notice).toHaveCount(0);
    });

    test('says Failed to copy when the clipboard refuses, for 2 seconds', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      });
      await page.clock.install();
      await openPost(page, imagePost);
      // The post arrives after hydration; once the clock is paused, nothing scheduled on it would render it.
      await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await expect(page.getByText('Failed to copy')).toBeVisible();
      await page.clock.runFor(2000);
      await expect(page.getByText('Failed to copy')).toHaveCount(0);
    });
  });

  test('an unknown slug answers 404 and says Post not found, with the way back', async ({ page }) => {
    const response = await openPost(page, 'no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Post Not Found | ${productName}`);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
  // The server renders the post: a failed lookup and hostile content are tested where they happen, in
  // api/test/api/blogPostPage.test.ts.
});

test.describe('a blog post before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.mobile });

  test('shows the whole post: back links, image, tags, date, share row, title, excerpt, content', async ({ page, request }) => {
    const post = await fetchPost(request, imagePost);
    const title = postTitle(post);
    const response = await page.goto(`/blog/${imagePost}`);
    expect(response?.status()).toBe(200);
    const body = article(page, title);
    await expect(body.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${productName}`);
    await expect(page.getByText('Loading post...')).toHaveCount(0);
    for (const link of await body.getByRole('link', { name: 'Back to Blog' }).all()) await expect(link).toHaveAttribute('href', '/blog/all');
    await expect(body.locator('img').first()).toHaveAttribute('src', featuredImage(post)!);
    await expect(body.getByText('January 13, 2026')).toBeVisible();
    await expect(body.getByText('Events', { exact: true })).toBeVisible();
    await expect(body.locator('blockquote')).toHaveText(htmlText(post.excerpt.rendered));
    await expect(body.getByRole('heading', { name: 'What stood out' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'the CES website' })).toHaveAttribute('rel', 'noopener noreferrer');
    const url = encodeURIComponent(`${new URL(page.url()).origin}/blog/${imagePost}`);
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    // Copying a link needs script: it is not offered where none runs.
    await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  });

  test('a post with a video plays it, muted, in the player itself', async ({ page, request }) => {
    const post = await fetchPost(request, videoPost);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' }),
    );
    await page.goto(`/blog/${videoPost}`);
    const title = postTitle(post);
    await expect(page.locator(`iframe[title="${title}"]`)).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${post.acf.youtube_video_id}?autoplay=1&mute=1`,
    );
    await expect(page.frameLocator(`iframe[title="${title}"]`).getByText('Player stand-in')).toBeVisible();
  });

  test('a post without an image shows no picture, and an unknown slug says Post not found with 404', async ({ page, request }) => {
    const post = await fetchPost(request, plainPost);
    await page.goto(`/blog/${plainPost}`);
    await expect(article(page, postTitle(post)).locator('img')).toHaveCount(0);

    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/all$/);
  });
});

test.describe('a blog post on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('shows the post and its share row', async ({ page, request }) => {
    const post = await fetchPost(request, videoPost);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
    await openPost(page, videoPost);
    await expect(article(page, postTitle(post)).getByRole('heading', { level: 1 })).toHaveText(postTitle(post));
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect(page.locator(`iframe[title="${postTitle(post)}"]`)).toBeVisible();
  });
});

test.describe('the server-rendered head of a post, as crawlers read it', () => {
  test('carries the title, description, canonical and share image without any script', async ({ request }) => {
    const post = await fetchPost(request, imagePost);
    const response = await request.get(`/blog/${imagePost}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const head = readHeadTags(await response.text());
    expect(head.title).toBe(`${postTitle(post)} | ${productName}`);
    expect(head.meta.description).toBe(htmlText(post.excerpt.rendered));
    expect(head.canonical).toBe(`${siteHost}/blog/${imagePost}`);
    expect(head.meta['og:type']).toBe('article');
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['og:url']).toBe(head.canonical);
    expect(head.meta['og:image']).toBe(featuredImage(post));
    expect(head.meta['twitter:card']).toBe('summary_large_image');
    expect(head.meta['twitter:image']).toBe(featuredImage(post));
  });

  test('falls back to the default share image, and answers 404 for no post', async ({ request }) => {
    const plain = readHeadTags(await (await request.get(`/blog/${plainPost}`)).text());
    expect(plain.meta['og:image']).toBe(`${siteHost}/images/share-card.png`);
    const missing = await request.get('/blog/no-such-post');
    expect(missing.status()).toBe(404);
    expect(readHeadTags(await missing.text()).meta.robots).toBe('noindex');
  });
});
