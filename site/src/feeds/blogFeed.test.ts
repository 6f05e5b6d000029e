import type { WpPost } from '@fleet/api-client';
import { describe, expect, it } from 'vitest';
import wpPosts from '../blog/content/wpPosts.fixture.json';
import { blogFeedXml } from './blogFeed.ts';

const [video, forbidden] = wpPosts as unknown as WpPost[];
const channel = {
  title: 'Example Fleet Blog',
  description: 'News from Example Fleet.',
  host: 'https://www.example.com',
  pagePath: '/blog/all',
  feedPath: '/blog/feed.xml',
};

describe('blogFeedXml', () => {
  const xml = blogFeedXml(channel, [video!, forbidden!]);

  it('is an RSS 2.0 channel that names itself, the page it mirrors and its newest change', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<title>Example Fleet Blog</title>');
    expect(xml).toContain('<link>https://www.example.com/blog/all</link>');
    expect(xml).toContain('<atom:link href="https://www.example.com/blog/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Thu, 05 Mar 2026 19:02:41 GMT</lastBuildDate>');
  });

  it("names its page's language: English unless told", () => {
    expect(xml).toContain('<language>en</language>');
    const german = blogFeedXml({ ...channel, pagePath: '/de/blog/all', feedPath: '/de/blog/feed.xml', language: 'de' }, [video!]);
    expect(german).toContain('<language>de</language>');
    expect(german).toContain('<atom:link href="https://www.example.com/de/blog/feed.xml" rel="self" type="application/rss+xml"/>');
  });

  it('gives each post its title as text, its page on this site as link and guid, its date, excerpt and categories', () => {
    const item = xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>'));
    expect(item).toContain('<title>Caught On Camera: Icy Overpass – Three Trucks, No Crash</title>');
    expect(item).toContain('<link>https://www.example.com/blog/caught-icy-overpass-three-trucks</link>');
    expect(item).toContain('<guid isPermaLink="true">https://www.example.com/blog/caught-icy-overpass-three-trucks</guid>');
    expect(item).toContain('<pubDate>Wed, 04 Mar 2026 17:30:00 GMT</pubDate>');
    expect(item).toContain('<description>Black ice on the overpass, three trucks and a driver who kept it together.</description>');
    const names = (video!._embedded?.['wp:term']?.[0] ?? []).map((term) => `<category>${term.name}</category>`);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(item).toContain(name);
  });

  it('encloses the featured image, and leaves it out when the media is an error object', () => {
    const [first, second] = xml.split('</item>');
    expect(first).toContain('<enclosure url="https://news.example.org/wp-content/uploads/2026/03/icy-overpass-still.jpg" length="0" type="image/jpeg"/>');
    expect(second).not.toContain('<enclosure');
  });

  it('escapes markup from the content source', () => {
    const hostile = { ...video!, title: { rendered: '&lt;script&gt;x&lt;/script&gt; &amp; <b>bold</b>' } };
    const feed = blogFeedXml(channel, [hostile]);
    expect(feed).toContain('<title>&lt;script&gt;x&lt;/script&gt; &amp; bold</title>');
    expect(feed).not.toContain('<script>');
  });

  it('is a valid empty channel without posts', () => {
    const empty = blogFeedXml(channel, []);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });
});
