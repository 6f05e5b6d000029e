import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { inviteByApi, newStaffMember } from '../../utils/adminApi.ts';
import { demoUrlRow, leadRows, leadSection, leadStanding, openFromShell, signIn } from '../../utils/adminPage.ts';
import { fillPerson, uniquePerson } from '../../utils/leadFormPage.ts';
import { demoLinkPattern, waitForMail } from '../../utils/mailbox.ts';
import { acceptMailTo, refuseMailTo } from '../../utils/mailRefusals.ts';
import { pageViews, waitForHydration } from '../../utils/sitePage.ts';
import { adminCredentials, outboxMaxAttempts, salesInbox, widths } from '../../utils/testEnv.ts';

/** Where a valid demo link sends the client (DEMO_APP_URL, by default). */
const demoApp = 'https://demo.example.com/';
const csvHeader =
  'Received,Kind,Status,Owner,First name,Last name,Company,Email,Phone,Job title,Fleet size,Industry,Requirements,Language,Source,Medium,Campaign,Referrer,Landing page,Pages before,Lead id';

for (const [width, viewport] of widths) {
  test.describe(`the leads inbox at ${width} width`, () => {
    test.use({ viewport });

    test('a demo request reaches Leads: a manager takes it, contacts the person with a note and sees the link opened; a super admin exports it and sends a failed e-mail again', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const visitor = uniquePerson(testInfo);
      const name = `${visitor.firstName} ${visitor.lastName}`;
      const manager = newStaffMember('Manager');
      await inviteByApi(request, manager);
      // The visitor's mail server refuses: their e-mail stays in the outbox, tried again later.
      refuseMailTo(visitor.email);
      try {
        let link = '';
        let leadPage = '';
        await test.step('a visitor requests a demo on the site; the sales team is told, with the link', async () => {
          await page.goto('/request-demo');
          await waitForHydration(page);
          const form = page.getByRole('form', { name: 'Demo request form' });
          await fillPerson(form, visitor, 'Company name');
          await form.getByRole('combobox', { name: 'Fleet size' }).selectOption('11-50');
          await form.getByRole('combobox', { name: 'Industry' }).selectOption('Delivery');
          await form.getByRole('button', { name: 'Request Demo', exact: true }).click();
          await expect(page.getByRole('region', { name: 'Demo Access Granted' })).toBeVisible();
          const notice = await waitForMail((mail) => mail.to.includes(salesInbox) && mail.text.includes(visitor.lastName));
          link = notice.text.match(demoLinkPattern)?.[0] ?? '';
          expect(link, "the sales team's notice carries the demo link").not.toBe('');
        });

        await test.step('a manager finds it among the unassigned leads; the filters stay in the address', async () => {
          await signIn(page, manager);
          await openFromShell(page, 'Leads');
          await expect(page).toHaveURL(/\/admin\/leads$/);
          await expect(page).toHaveTitle('Leads · Admin');
          // Any manager can filter by a teammate, themselves included.
          await expect(page.getByLabel('Owner').getByRole('option', { name: manager.name, exact: true })).toBeAttached();
          await page.getByLabel('Owner').selectOption('Unassigned');
          // Typed as a person types: the box keeps every keystroke while the search waits for a pause.
          await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(visitor.lastName, { delay: 20 });
          await expect(page).toHaveURL(new RegExp(`/admin/leads\\?owner=unassigned&search=${visitor.lastName}$`));
          await expect(leadRows(page)).toHaveCount(1);
          await expect(page.getByText('1 lead matches these filters')).toBeAttached();

          await page.reload();
          await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(visitor.lastName);
          await expect(page.getByLabel('Owner')).toHaveValue('unassigned');
          const row = leadRows(page);
          await expect(row).toHaveCount(1);
          await expect(row).toContainText('Demo');
          await expect(row).toContainText('New');
          await expect(row).toContainText('Unassigned');
          await expect(row).toContainText(`${visitor.company} · ${visitor.email}`);
          await expect(row).toContainText('Fleet size 11-50 · Delivery');
          await row.getByRole('link', { name }).click();
        });

        await test.step("the lead's page: what was sent, and the refused e-mail waiting in the outbox", async () => {
          await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
          leadPage = new URL(page.url()).pathname;
          await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
          await expect(page).toHaveTitle(`${name} · Leads · Admin`);
          // The tab says who; the analytics data layer, which a tag manager hands to a third party, never does.
          const views = await pageViews(page);
          expect(views.filter((view) => view.page_path === leadPage)).toEqual([{ event: 'page_view', page_path: leadPage, page_title: 'Lead · Admin' }]);
          expect(JSON.stringify(views)).not.toContain(visitor.lastName);
          const sent = leadSection(page, 'What They Sent');
          await expect(sent).toContainText(visitor.requirements);
          await expect(sent).toContainText('Job title');
          await expect(sent).toContainText(visitor.position);

          const emails = leadSection(page, 'E-mails');
          await expect(emails.getByRole('listitem').filter({ hasText: `To ${salesInbox}` })).toContainText('Sent');
          const refused = emails.getByRole('listitem').filter({ hasText: `To ${visitor.email}` });
          await expect(refused).toContainText('Your demo access');
          // Sent with the notice, a moment apart: the page may have come before the refusal. The outbox tries again
          // every few seconds here (OUTBOX_RETRY_SECONDS in playwright.config.ts), so it may have given up already.
          await expect(async () => {
            await page.reload();
            await expect(refused).toContainText(/Last error: .*550/, { timeout: 1_000 });
          }).toPass();
          await expect(refused).toContainText(new RegExp(`Pending\\s*\\d attempts? so far · next try|Failed\\s*after ${outboxMaxAttempts} attempts`));
          await expect(emails.getByRole('button', { name: /^Send Again/ })).toHaveCount(0);
        });

        await test.step('the manager takes it, moves it to contacted and adds a note', async () => {
          await expect(leadStanding(page, 'Owner')).toContainText('Unassigned');
          await page.getByRole('button', { name: 'Take Lead' }).click();
          await expect(leadStanding(page, 'Owner')).toContainText(`${manager.name} (you)`);
          await expect(page.getByRole('button', { name: 'Take Lead' })).toHaveCount(0);

          await page.getByRole('button', { name: 'Change Status' }).click();
          await page.getByRole('menuitemradio', { name: 'Contacted' }).click();
          await expect(page.getByRole('button', { name: 'Change Status' })).toBeVisible();
          await expect(leadStanding(page, 'Status')).toContainText('Contacted');

          const note = `Called ${visitor.firstName}: a pilot on 5 vans first.\nDemo on Tuesday.`;
          await page.getByLabel('Add a note').fill(note);
          await page.getByRole('button', { name: 'Add Note' }).click();
          await expect(page.getByLabel('Add a note')).toHaveValue('');
          const notes = leadSection(page, 'Notes');
          await expect(notes.getByRole('listitem')).toHaveCount(1);
          await expect(notes.getByRole('listitem')).toContainText(manager.name);
          await expect(notes.getByRole('listitem')).toContainText('a pilot on 5 vans first.');

          await expect(leadSection(page, 'History').getByRole('listitem')).toHaveText([
            /^Added a note/,
            /^Changed the status from New to Contacted/,
            new RegExp(`^Assigned the lead to ${manager.name}`),
          ]);
        });

        await test.step('the visitor opens the demo link; the lead, the demo URL list and the dashboard show the open', async () => {
          const demoLink = leadSection(page, 'Demo Link');
          await expect(demoLink).toContainText(visitor.email);
          await expect(demoLink).toContainText('Not opened yet');

          // The visitor's browser follows the link: the server counts the open and sends them on to the demo.
          const opened = await request.get(new URL(link).pathname, { maxRedirects: 0 });
          expect(opened.status()).toBe(302);
          expect(opened.headers().location).toBe(demoApp);

          await page.reload();
          await expect(demoLink).toContainText(/Opened once · \w{3} \d{1,2}/);

          // The lead and its link point at each other.
          await demoLink.getByRole('link', { name: 'View in Demo URLs' }).click();
          await expect(page).toHaveURL(/\/admin\/demo-urls#demo-url-[0-9a-f-]{36}$/);
          const row = demoUrlRow(page, visitor.email);
          await expect(row).toBeFocused();
          await expect(row).toBeInViewport();
          await expect(row).toContainText('Website demo request');
          await expect(row).toContainText(/Opened once · \w{3} \d{1,2}/);

          // Sorted by the last open, the links nobody opened come after every opened one.
          await page.getByLabel('Sort by').selectOption('Last opened');
          await expect(page).toHaveURL(/\/admin\/demo-urls\?sort=last_opened/);
          // Until the sorted page has arrived the list shows its placeholders (or the page it had): wait for the order.
          await expect
            .poll(async () => {
              const rows = await page
                .getByRole('article')
                .evaluateAll((articles) =>
                  articles.map((article) => ({ email: article.querySelector('h3')?.textContent, opened: !article.textContent?.includes('Not opened yet') })),
                );
              const firstUnopened = rows.findIndex((row) => !row.opened);
              return {
                openedLinksFirst: firstUnopened === -1 || rows.slice(firstUnopened).every((row) => !row.opened),
                visitorsLinkOpened: rows.find((row) => row.email === visitor.email)?.opened ?? 'not listed',
              };
            })
            .toEqual({ openedLinksFirst: true, visitorsLinkOpened: true });
          await page.reload();
          await expect(page.getByLabel('Sort by')).toHaveValue('last_opened');

          await row.getByRole('link', { name: `View Lead from ${visitor.email}` }).click();
          await expect(page).toHaveURL(leadPage);
          await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

          await openFromShell(page, 'Dashboard');
          const dashboardOpens = page.getByRole('region', { name: 'Demo Link Opens' });
          await expect(dashboardOpens).toContainText(/Opened in the last 7 days: [1-9]/);
          const open = dashboardOpens.getByRole('listitem').filter({ hasText: visitor.email });
          await expect(open).toContainText(/Website demo request · opened/);
          await expect(open.getByRole('link', { name: visitor.email })).toHaveAttribute('href', leadPage);
        });

        await test.step("'All Leads' and Back return to the filters the inbox had", async () => {
          await page.goBack();
          await page.getByRole('link', { name: 'All Leads' }).click();
          await expect(page).toHaveURL(new RegExp(`/admin/leads\\?owner=unassigned&search=${visitor.lastName}$`));
          await expect(page.getByText('No leads match these filters')).toBeVisible();
          await page.getByLabel('Owner').selectOption('Mine');
          await expect(leadRows(page)).toHaveCount(1);
          await expect(leadRows(page)).toContainText('Contacted');
          await expect(leadRows(page)).toContainText(`Owner: ${manager.name}`);
          await page.goBack();
          await expect(page.getByLabel('Owner')).toHaveValue('unassigned');
          await expect(page.getByText('No leads match these filters')).toBeVisible();
        });

        const adminContext = await browser.newContext({ viewport });
        const admin = await adminContext.newPage();
        try {
          await test.step('a super admin exports the leads the search finds', async () => {
            await signIn(admin, adminCredentials);
            await admin.goto(`/admin/leads?search=${visitor.lastName}`);
            await expect(leadRows(admin)).toHaveCount(1);
            const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
            expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
            const csv = await readFile(await download.path(), 'utf8');
            expect(csv.startsWith('\uFEFF'), 'the file starts with the byte order mark').toBe(true);
            const [header, row, ...rest] = csv.slice(1).split('\r\n');
            expect(header).toBe(csvHeader);
            const cells = row!.split(',');
            expect(new Date(cells[0]!).getTime(), 'the time it was received').not.toBeNaN();
            expect(cells.slice(1, 12)).toEqual([
              'demo',
              'contacted',
              manager.name,
              visitor.firstName,
              visitor.lastName,
              visitor.company,
              visitor.email,
              // A cell starting with '+' is kept from being read as a formula.
              `'${visitor.phone}`,
              visitor.position,
              '11-50',
              'Delivery',
            ]);
            // Where it came from: the test's browser is headless, which the site counts as a robot, so no visit is seen.
            expect(cells.slice(12)).toEqual([visitor.requirements, 'en', 'direct', '', '', '', '', '0', leadPage.split('/').at(-1)]);
            expect(rest).toEqual(['']);
            await expect(admin.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
          });

          await test.step('the outbox gives the refused e-mail up; once the mailbox takes mail, the super admin sends it again', async () => {
            await leadRows(admin).getByRole('link', { name }).click();
            // The address changes once the lead's page has loaded: reloading before then would reload the list.
            await expect(admin).toHaveURL(leadPage);
            const failed = leadSection(admin, 'E-mails')
              .getByRole('listitem')
              .filter({ hasText: `To ${visitor.email}` });
            await expect(async () => {
              await admin.reload();
              await expect(failed).toContainText(new RegExp(`Failed\\s*after ${outboxMaxAttempts} attempts`), { timeout: 1_000 });
            }).toPass();
            await expect(failed).toContainText(/Last error: .*550/);

            acceptMailTo(visitor.email);
            await failed.getByRole('button', { name: /^Send Again/ }).click();
            const delivered = await waitForMail((mail) => mail.to.includes(visitor.email));
            expect(delivered.text).toContain('Your demo access');
            expect(delivered.text).toContain(link);
            await expect(async () => {
              await admin.reload();
              await expect(failed).toContainText(/Sent\s*\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/, { timeout: 1_000 });
            }).toPass();
            await expect(failed).not.toContainText('Last error');
            await expect(failed.getByRole('button', { name: /^Send Again/ })).toHaveCount(0);
          });
        } finally {
          await adminContext.close();
        }
      } finally {
        acceptMailTo(visitor.email);
      }
    });
  });
}
