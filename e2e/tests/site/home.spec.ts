import { expect, type Page, test } from '@playwright/test';
import { fetchFleetStats, fetchLatestPosts, formatCount, htmlText } from '../../utils/siteApi.ts';
import { waitForHydration, waitForIsland } from '../../utils/sitePage.ts';
import { freezeClock } from '../../utils/stillPage.ts';
import { viewports, widths } from '../../utils/testEnv.ts';

const industries = [
  'Construction',
  'Forest',
  'Security',
  'Tourism',
  'Transportation',
  'Firefighting',
  'Rental Car Business',
  'Mining',
  'Supply of Construction Equipment',
  'Cleaning',
  'Road & Rail',
  'Manufacturing',
];

const overviewVideoTitle = 'Example Fleet in 90 seconds: video telematics from your dashcams';

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  // What the page shows, read on one visit: each step is what a test of its own once checked on a visit of its own.
  test('the live statistics, 24 masked customers, five success stories, the three latest posts, and the wide crop of the overview picture', async ({
    page,
    request,
  }) => {
    const stats = await fetchFleetStats(request);
    const latest = await fetchLatestPosts(request, 3);
    await openHome(page);

    await test.step('the live statistics are the network figures of the API', async () => {
      const block = page.getByRole('region', { name: 'Our Growing Network' });
      await expect(block.getByRole('term')).toHaveText(['Fleet Users', 'Dashcams']);
      await expect(block.getByRole('definition')).toHaveText([formatCount(stats.users), formatCount(stats.dashcams)]);
      await expect(block.getByText('Live data from our global network')).toBeVisible();
    });

    await test.step('24 customers, each with a masked name, a country and an industry', async () => {
      const customers = page.getByRole('region', { name: 'Trusted by Leading Companies Worldwide' }).getByRole('listitem');
      await expect(customers).toHaveCount(24);
      const cards = await customers.allInnerTexts();
      for (const card of cards) {
        // The first letter, then one asterisk per other character; assistive technology hears that the name is withheld.
        expect(card).toMatch(/^[A-Z]\*{3,}$/m);
        expect(card).toMatch(/Customer [A-Z], name withheld/);
      }
      const texts = cards.join('\n');
      for (const industry of industries) expect(texts).toContain(industry);
      await expect(page.getByText('Hartwell')).toHaveCount(0);
    });

    await test.step('five success stories', async () => {
      const stories = page.getByRole('region', { name: 'Success Stories' }).getByRole('article');
      await expect(stories.getByRole('heading')).toHaveText([
        'Live Monitoring of a 6-Hour EV Race with 37 Connected Cameras',
        'Safer Shifts for a Mining Fleet in Mongolia',
        'Remote Visibility for a Resources Fleet in Australia',
        'Better Lessons for a Driving School in the USA',
        'Protecting a Luxury Vehicle Hire Fleet in the UK',
      ]);
      for (const story of await stories.all()) await expect(story.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
    });

    await test.step('the three latest posts and the way to the rest', async () => {
      const strip = page.getByRole('region', { name: 'Latest News & Updates' });
      const posts = strip.getByRole('list', { name: 'Latest News & Updates' }).getByRole('article');
      await expect(posts.getByRole('heading')).toHaveText(latest.map((post) => htmlText(post.title.rendered)));
      for (const post of latest) {
        const title = htmlText(post.title.rendered);
        await expect(posts.filter({ has: page.getByRole('heading', { name: title }) }).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
          'href',
          `/blog/${post.slug}`,
        );
      }
      await expect(strip.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog/all');

      // Each featured picture shows, rather than a broken-image box.
      await strip.scrollIntoViewIfNeeded();
      for (const picture of await posts.getByRole('img').all()) {
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      }
    });

    await test.step('the overview picture is the wide crop', async () => {
      await expect.poll(() => heroPicture(page)).toMatch(/\/images\/hero-desktop\.svg$/);
    });
  });

  test.describe('the banner carousel', () => {
    test.beforeEach(async ({ page }) => {
      await freezeClock(page);
      await openHome(page);
      // The carousel is an island that runs (and starts its timer) once the page has loaded and the browser is
      // idle; the frozen clock has to let that moment come (the browser's idle wait is 50 ms at most).
      await page.clock.runFor(50);
      await waitForIsland(page.getByRole('region', { name: 'Promotions' }));
    });

    const slideDot = (page: Page, slide: number) => page.getByRole('region', { name: 'Promotions' }).getByRole('button', { name: `Go to slide ${slide}` });
    const slide = (page: Page, slide: number) => page.getByRole('region', { name: 'Promotions' }).getByRole('group', { name: `${slide} of 2` });

    async function expectShowing(page: Page, shown: 1 | 2) {
      const hidden = shown === 1 ? 2 : 1;
      await expect(slideDot(page, shown)).toHaveAttribute('aria-current', 'true');
      await expect(slideDot(page, hidden)).not.toHaveAttribute('aria-current', 'true');
      await expect(slide(page, shown)).toBeInViewport({ ratio: 0.95 });
      await expect(slide(page, hidden)).not.toBeInViewport({ ratio: 0.5 });
    }

    test('moves on by itself every 4 seconds and comes back round', async ({ page }) => {
      await expectShowing(page, 1);
      await expect(slide(page, 1).getByRole('heading')).toHaveText('First Month Free, Then 50% OFF');

      await page.clock.runFor(3900);
      await expectShowing(page, 1);
      // Give or take a frame: Preact starts the timer in an effect, after the next animation frame.
      await page.clock.runFor(200);
      await expectShowing(page, 2);
      await expect(slide(page, 2).getByRole('heading')).toHaveText('AI Driver Monitoring, Live in the Cloud');

      await page.clock.runFor(4000);
      await expectShowing(page, 1);
    });

    test('ignores a second click while a slide is still moving', async ({ page }) => {
      const next = page.getByRole('region', { name: 'Promotions' }).getByRole('button', { name: 'Next slide' });

      await next.click();
      await next.click();
      await expectShowing(page, 2);

      await page.clock.runFor(500);
      await next.click();
      await expectShowing(page, 1);

      await page.clock.runFor(500);
      await slideDot(page, 2).click();
      await expectShowing(page, 2);
    });
  });

  test('the overview video loads its player only when asked', async ({ page }) => {
    // Nothing may leave the machine: the video platform's request is answered here, empty.
    const playerRequests: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');

    await expect(page.getByTitle(overviewVideoTitle)).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await page.getByRole('link', { name: `Play video: ${overviewVideoTitle}` }).click();

    const player = page.getByTitle(overviewVideoTitle);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await expect.poll(() => playerRequests.length).toBe(1);
    expect(playerRequests[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});

test.describe('at mobile width', () => {
  test.use({ viewport: viewports.mobile });

  test('the overview picture is the tall crop', async ({ page }) => {
    await openHome(page);
    await expect.poll(() => heroPicture(page)).toMatch(/\/images\/hero-mobile\.svg$/);
  });
});

for (const [width, viewport] of widths) {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`at ${width} width, motion ${reducedMotion}`, () => {
      test.use({ viewport, reducedMotion });

      test('the page never scrolls sideways', async ({ page }) => {
        await openHome(page);
        await expect(page.getByRole('region', { name: 'Trusted by Leading Companies Worldwide' }).getByRole('listitem')).toHaveCount(24);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    });
  }
}

/** The file the browser chose for the hero picture. */
function heroPicture(page: Page): Promise<string> {
  return page.getByRole('img', { name: /dashboard: vehicles on a live map/ }).evaluate((image: HTMLImageElement) => image.currentSrc);
}
