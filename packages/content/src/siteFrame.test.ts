import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { breadcrumbSegments } from '@fleet/rules';
import { describe, expect, it } from 'vitest';
import { breadcrumbLabels, footerColumns, footerCopyright, navigationItems } from './siteFrame.ts';
import { sitePages } from './sitePages.ts';

const english = messagesFor('en');
const german = messagesFor('de');

describe("the site's frame", () => {
  it('names the same pages in every language', () => {
    const hrefs = (messages: typeof english) =>
      [navigationItems(messages), footerColumns(messages).flatMap((column) => column.links)].flat().map((link) => link.href);
    expect(hrefs(german)).toEqual(hrefs(english));
    expect(navigationItems(german).map((item) => item.label)).toEqual(["So funktioniert's", 'Funktionen', 'Dashcams', 'Preise', 'Blog', 'Kontakt']);
  });

  it('writes the year as a year', () => {
    expect(footerCopyright(english, 2026)).toBe('© 2026 Example Fleet Inc. All rights reserved.');
    expect(footerCopyright(german, 2026)).toBe('© 2026 Example Fleet Inc. Alle Rechte vorbehalten.');
  });

  it('gives the English breadcrumbs the names their addresses gave them, and every other language its own', () => {
    for (const path of sitePages) {
      const named = breadcrumbSegments(path, { home: english.t('breadcrumbs.home'), pages: breadcrumbLabels(english) });
      expect(named, path).toEqual(breadcrumbSegments(path));
    }
    const labels = breadcrumbLabels(german);
    expect(sitePages.filter((path) => path !== '/' && !labels[path])).toEqual([]);
    expect(breadcrumbSegments('/blog/all', { home: german.t('breadcrumbs.home'), pages: labels }).map((crumb) => crumb.label)).toEqual([
      'Startseite',
      'Blog',
      'Alle Beiträge',
    ]);
  });
});
