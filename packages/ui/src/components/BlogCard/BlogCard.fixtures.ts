import { blogCategories } from '@fleet/content/blog/categoryMap.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { BlogImage } from './BlogCard.tsx';

/** A flat illustrated scene as an inline SVG: no network in stories, and the same pixels every run. */
export function sceneImage(alt: string, sky: string, ground: string, accent: string, width = 1200, height = 675): BlogImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${sky}"/>
<circle cx="${width * 0.78}" cy="${height * 0.24}" r="${height * 0.1}" fill="#fff7d6"/>
<path d="M0 ${height * 0.62}L${width * 0.3} ${height * 0.45}L${width * 0.55} ${height * 0.58}L${width * 0.8} ${height * 0.4}L${width} ${height * 0.55}V${height}H0z" fill="${ground}"/>
<path d="M${width * 0.38} ${height}L${width * 0.48} ${height * 0.6}H${width * 0.52}L${width * 0.62} ${height}z" fill="#3b4250"/>
<rect x="${width * 0.42}" y="${height * 0.7}" width="${width * 0.16}" height="${height * 0.12}" rx="12" fill="${accent}"/>
</svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt, width, height };
}

export const blogImages = {
  highway: sceneImage('A delivery truck on a motorway at dusk, seen from its windscreen camera', '#9cc3e6', '#6f9a62', '#e4572e'),
  mine: sceneImage('Haul trucks on a terraced open-pit mine road', '#f2c48d', '#b07a4f', '#f4d35e'),
  city: sceneImage('A dashcam mounted behind a van windscreen in city traffic', '#c9d6ea', '#8a9bb0', '#2e86ab'),
} satisfies Record<string, BlogImage>;

/**
 * The fixtures name their categories by the category map's keys; a story shows their labels in its language, as the
 * site does. A name that is no key (a category the content source added) is shown as it is.
 */
export function categoryLabelsIn(keys: readonly string[] | undefined, messages: Pick<Messages, 't'>): string[] {
  const labelled = blogCategories(messages);
  return (keys ?? []).map((key) => labelled.find((category) => category.key === key)?.label ?? key);
}

export const blogCardFixtures = [
  {
    slug: 'dr970x-lte-plus-now-shipping',
    title: 'DR970X-2CH LTE Plus Now Shipping to Fleets Worldwide',
    excerpt:
      'Our flagship two-channel dashcam with built-in LTE is now available for fleet orders. Live view, event uploads and GPS tracking work straight out of the box with a nano SIM.',
    date: '2026-03-04T09:30:00',
    categories: ['products', 'news'],
    image: blogImages.highway,
  },
  {
    slug: 'fatigue-alerts-mining-fleet',
    title: 'How a Mining Fleet Cut Fatigue Events With Driver Monitoring',
    excerpt: 'Interior DMS cameras flag drowsiness and distraction in real time, and supervisors coach drivers with the footage in weekly toolbox talks.',
    date: '2026-02-18T14:00:00',
    categories: ['reviews'],
    image: blogImages.mine,
  },
  {
    slug: 'cloud-fota-february-update',
    title: 'February Cloud Update: Faster Remote Playback and New Reports',
    excerpt: 'Remote playback now starts in under two seconds on LTE, and the new driving report groups harsh events by route.',
    date: '2026-02-02T08:00:00',
    categories: ['updates'],
    image: blogImages.city,
  },
] as const;
