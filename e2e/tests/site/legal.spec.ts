import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../utils/sitePage.ts';
import { viewports } from '../../utils/testEnv.ts';

const documents = [
  { path: '/privacy-policy', title: 'Privacy Policy', date: 'Effective May 3, 2025', others: ['Terms of Service', 'GDPR Statement'] },
  { path: '/terms-of-service', title: 'Terms of Service', date: 'Effective May 3, 2025', others: ['Privacy Policy', 'GDPR Statement'] },
  { path: '/gdpr', title: 'GDPR Statement', date: 'Last updated May 3, 2025', others: ['Privacy Policy', 'Terms of Service'] },
] as const;

test.use({ viewport: viewports.desktop });

for (const document of documents) {
  test(`${document.title}: its date, contents, and links to the other legal pages and the contact form`, async ({ page }) => {
    await page.goto(document.path);
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
    await expect(page.getByText(document.date, { exact: true })).toBeVisible();

    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    expect(await contents.count()).toBeGreaterThan(3);

    const related = page.getByRole('navigation', { name: 'Related pages' });
    await expect(related.getByRole('link')).toHaveText([...document.others, 'Contact Us']);
    await expect(related.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

    const next = document.others[0];
    await related.getByRole('link', { name: next }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
  });
}

test('a contents entry takes the reader to its section', async ({ page }) => {
  await page.goto('/terms-of-service');
  await waitForHydration(page);

  const entries = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  const last = entries.last();
  const heading = (await last.textContent()) ?? '';
  await last.click();
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
});
