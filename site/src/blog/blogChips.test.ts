import type { WpCategory } from '@fleet/api-client';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { blogCategories as labelledCategories } from '@fleet/content/blog/categoryMap.ts';
import { blogChips } from './blogChips.ts';

const category = (id: number, name: string, slug: string, count = 3): WpCategory =>
  ({ id, name, slug, count, description: '', link: '', taxonomy: 'category', parent: 0, meta: {}, _links: {} }) as WpCategory;

const english = messagesFor('en');
const blogCategories = labelledCategories(english);

describe('the blog’s chips', () => {
  it('are the category map’s, in its order, when the content source adds nothing or cannot be read', () => {
    expect(blogChips(undefined, english)).toEqual(blogCategories);
    expect(blogChips([category(2042, 'Company News', 'company-news'), category(1602, 'Updates', 'updates')], english)).toEqual(blogCategories);
  });

  it('add each category the source added that holds posts, by name, keyed by its slug', () => {
    const chips = blogChips(
      [
        category(9101, 'Winter Driving', 'winter-driving'),
        category(9100, 'Fleet Safety &amp; Tips', 'fleet-safety-tips'),
        category(9102, 'Nothing Yet', 'nothing-yet', 0),
        category(2206, 'Internal', 'internal'),
        category(1, 'Uncategorized', 'uncategorized'),
        category(9103, 'More News', 'news'),
      ],
      english,
    );
    expect(chips.slice(0, blogCategories.length)).toEqual(blogCategories);
    expect(chips.slice(blogCategories.length)).toEqual([
      { key: 'fleet-safety-tips', label: 'Fleet Safety & Tips', ids: [9100] },
      { key: 'news-9103', label: 'More News', ids: [9103] },
      { key: 'winter-driving', label: 'Winter Driving', ids: [9101] },
    ]);
  });

  it('label the category map’s in the messages’ language, with the same keys', () => {
    const german = blogChips(undefined, messagesFor('de'));
    expect(german.map((chip) => chip.key)).toEqual(blogCategories.map((chip) => chip.key));
    expect(german.map((chip) => chip.label)).toEqual([
      'Alle',
      'Neuigkeiten',
      'Produkte',
      'Veranstaltungen',
      'Medien',
      'Videos',
      'Testberichte',
      'Updates',
      'Aufgenommen mit Roadsight',
    ]);
  });
});
