import type { WpPost } from '@fleet/api-client';
import { localePath } from '@fleet/i18n/localePath.ts';
import { htmlToText } from '../blog/decodeHtml.ts';
import { featuredMedia } from '../blog/featuredMedia.ts';
import { gmtDate } from '../blog/gmtDate.ts';
import { postLocale } from '../blog/postLocale.ts';
import { absoluteUrl } from '../head/pageHead.ts';
import { escapeXml } from './escapeXml.ts';

/** How many posts the feed carries, newest first. */
export const feedSize = 20;

export interface BlogFeedChannel {
  /** The feed's name, e.g. 'Acme Blog' or 'Acme Blog: News'. */
  title: string;
  description: string;
  /** The site's origin; every link in the feed is absolute. */
  host: string;
  /** The page the feed mirrors, e.g. '/blog/all?category=news'. */
  pagePath: string;
  /** The feed's own path, e.g. '/blog/feed.xml?category=news'. */
  feedPath: string;
  /** The language of the feed's page (`de` for /de/blog/feed.xml); English when not given. */
  language?: string;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function item(post: WpPost, host: string): string {
  const link = absoluteUrl(host, localePath(postLocale(post), `/blog/${post.slug}`));
  const categories = post._embedded?.['wp:term']?.[0] ?? [];
  const image = featuredMedia(post);
  return [
    '    <item>',
    `      ${element('title', htmlToText(post.title.rendered))}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      ${element('pubDate', gmtDate(post.date_gmt).toUTCString())}`,
    `      ${element('description', htmlToText(post.excerpt.rendered))}`,
    ...categories.map((category) => `      ${element('category', htmlToText(category.name))}`),
    // RSS asks for the enclosure's size in bytes; the content API does not give it, and 0 says "unknown".
    ...(image ? [`      <enclosure url="${escapeXml(absoluteUrl(host, image.source_url))}" length="0" type="${escapeXml(image.mime_type)}"/>`] : []),
    '    </item>',
  ].join('\n');
}

/** An RSS 2.0 document of the given posts, newest first as given. */
export function blogFeedXml(channel: BlogFeedChannel, posts: readonly WpPost[]): string {
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', absoluteUrl(channel.host, channel.pagePath))}`,
    `    ${element('description', channel.description)}`,
    `    ${element('language', channel.language ?? 'en')}`,
    `    <atom:link href="${escapeXml(absoluteUrl(channel.host, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    ${element('lastBuildDate', gmtDate(newest.modified_gmt).toUTCString())}`] : []),
    ...posts.map((post) => item(post, channel.host)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
