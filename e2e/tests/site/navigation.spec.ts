import { expect, type Page, test } from '@playwright/test';
import { fetchDashcamCount, formatCount } from '../../utils/siteApi.ts';
import { pageViews, waitForHydration } from '../../utils/sitePage.ts';
import { siteRoutes } from '../../utils/siteRoutes.ts';
import { viewports, widths } from '../../utils/testEnv.ts';

const routeAt = (path: string) => {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no site route ${path}`);
  return route;
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('at desktop width', () => {
  test.use({ viewport: viewports.desktop });

  // One visit: the bar as the home page shows it, then each of its links followed.
  test('the bar lists the site, the live dashcam count and the app links; its links open their pages and mark the current one', async ({ page, request }) => {
    const { dashcams } = await fetchDashcamCount(request);
    await open(page, '/');

    await test.step('the bar lists the site, the live dashcam count and the app links', async () => {
      const bar = mainNavigation(page);
      for (const label of ['How It Works', 'Features', 'Pricing', 'Blog', 'Contact'])
        await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
      const dashcamsLink = bar.getByRole('link', { name: /^Dashcams/ });
      await expect(dashcamsLink).toContainText(formatCount(dashcams));
      await expect(dashcamsLink).toHaveAccessibleName(`Dashcams ${formatCount(dashcams)} connected`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', 'https://app.example.com/sign-in');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', 'https://app.example.com/sign-up');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    });

    await test.step('the bar links open their pages and mark the current one', async () => {
      for (const [label, path] of [
        ['How It Works', '/how-it-works'],
        ['Features', '/features'],
        ['Dashcams', '/dashcams'],
        ['Pricing', '/pricing'],
      ] as const) {
        const link = mainNavigation(page).getByRole('link', { name: new RegExp(`^${label}`) });
        await link.click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt(path).heading);
        await expect(link).toHaveAttribute('aria-current', 'page');
      }
    });
  });

  test('breadcrumbs lead from Home to the current page, and the home page has none', async ({ page }) => {
    await open(page, '/how-it-works');
    const trail = breadcrumbs(page);
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'How It Works']);
    await expect(trail.getByRole('link')).toHaveText(['Home']);
    await expect(trail.getByText('How It Works')).toHaveAttribute('aria-current', 'page');

    // Each hyphen-separated word is capitalised.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(breadcrumbs(page).getByRole('listitem')).toHaveText(['Home', 'Terms Of Service']);

    await breadcrumbs(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/').heading);
    await expect(breadcrumbs(page)).toHaveCount(0);
  });

  test('a new page starts at the top', async ({ page }) => {
    await open(page, '/features');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/pricing').heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('every page shown is one page_view in the data layer, with its path and title', async ({ page }) => {
    await open(page, '/');
    expect(await pageViews(page)).toEqual([{ event: 'page_view', page_path: '/', page_title: await page.title() }]);

    for (const [label, path] of [
      ['How It Works', '/how-it-works'],
      ['Features', '/features'],
      ['Pricing', '/pricing'],
    ] as const) {
      const route = routeAt(path);
      await mainNavigation(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect.poll(() => pageViews(page)).toEqual([{ event: 'page_view', page_path: path, page_title: route.title }]);
    }
  });

  test('every page shown counts once on the site’s own server, with its address and where the visitor came from, and no page sets a cookie', async ({
    page,
    context,
  }) => {
    // What each page hands to sendBeacon (a browser does not show a beacon's body to the test), and the server's answers.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      (window as unknown as { sentBeacons: unknown[] }).sentBeacons = sent;
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push({ url: String(url), type: data.type, body: JSON.parse(text) }));
        return send(url, data);
      };
    });
    const sentBeacons = () => page.evaluate(() => (window as unknown as { sentBeacons: unknown[] }).sentBeacons);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/functions/v1/collect') answers.push(response.status());
    });
    const cookies: string[] = [];
    page.on('response', (response) => {
      const cookie = response.headers()['set-cookie'];
      if (cookie) cookies.push(`${response.url()}: ${cookie}`);
    });

    await page.goto('/?utm_source=newsletter&utm_campaign=spring', { referer: 'https://news.example.org/issue/12' });
    await expect.poll(sentBeacons).toEqual([
      {
        url: '/functions/v1/collect',
        type: 'application/json',
        body: {
          url: expect.stringMatching(/\/\?utm_source=newsletter&utm_campaign=spring$/),
          referrer: expect.stringMatching(/^https:\/\/news\.example\.org\//),
        },
      },
    ]);
    await expect.poll(() => answers).toEqual([204]);

    await mainNavigation(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(sentBeacons).toEqual([
      {
        url: '/functions/v1/collect',
        type: 'application/json',
        body: { url: expect.stringMatching(/\/pricing$/), referrer: expect.stringMatching(/\/\?utm_source=newsletter&utm_campaign=spring$/) },
      },
    ]);
    await expect.poll(() => answers).toEqual([204, 204]);

    expect(cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    // Without JavaScript the page counts through its image instead.
    expect(await (await page.request.get('/pricing')).text()).toContain('<noscript><img src="/functions/v1/collect?p=%2Fpricing"');
  });
});

test.describe('at mobile width', () => {
  test.use({ viewport: viewports.mobile });

  test('the links sit behind Menu, which opens and closes', async ({ page, request }) => {
    const { dashcams } = await fetchDashcamCount(request);
    await open(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });

    await expect(mainNavigation(page)).toBeHidden();

    await menu.click();
    const panel = mainNavigation(page);
    for (const label of ['How It Works', 'Features', 'Pricing', 'Blog', 'Contact'])
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Dashcams/ })).toContainText(formatCount(dashcams));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

    await menu.click();
    await expect(mainNavigation(page)).toBeHidden();

    await menu.click();
    await expect(mainNavigation(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mainNavigation(page)).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a link in the menu opens its page and closes the menu', async ({ page }) => {
    await open(page, '/');

    await page.getByRole('button', { name: 'Menu' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Pricing' }).click();

    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/pricing').heading);
    await expect(mainNavigation(page)).toBeHidden();
    await expect(breadcrumbs(page).getByRole('listitem')).toHaveText(['Home', 'Pricing']);
  });
});

for (const [width, viewport] of widths) {
  test.describe(`footer at ${width} width`, () => {
    test.use({ viewport });

    test('has its four columns, the sales address and the offices', async ({ page }) => {
      await open(page, '/about');
      const footer = page.getByRole('contentinfo');

      await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('heading')).toHaveText(['Product', 'Company', 'Support', 'Legal']);
      await expect(footer.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
      await expect(footer.getByText('United States', { exact: true })).toBeVisible();
      await expect(footer.getByText('South Korea', { exact: true })).toBeVisible();

      await footer.getByRole('link', { name: 'GDPR' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeAt('/gdpr').heading);
    });
  });
}
