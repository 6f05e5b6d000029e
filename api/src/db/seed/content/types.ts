export interface SeedAuthor {
  id: number;
  name: string;
  slug: string;
  description: string;
  url: string;
}

export interface SeedCategory {
  id: number;
  /** As WordPress stores it: already HTML-escaped (`&amp;`). */
  name: string;
  slug: string;
  description: string;
}

export interface SeedTag {
  id: number;
  name: string;
  slug: string;
  description: string;
}

export interface SeedMedia {
  id: number;
  slug: string;
  title: string;
  /** Site-relative; the content service prefixes the public URL at read time. */
  sourceUrl: string;
  width: number;
  height: number;
  altText: string;
  caption: string;
  status: 'inherit' | 'private';
  /** ISO 8601, UTC. */
  date: string;
}

export interface SeedPost {
  id: number;
  /** ISO 8601, UTC (the site's time zone). */
  date: string;
  /** Defaults to `date`. */
  modified?: string;
  slug: string;
  status: 'publish' | 'draft';
  /** Rendered HTML, as WordPress serves it (`&amp;`, `&#8217;`). */
  title: string;
  excerpt: string;
  content: string;
  authorId: number;
  featuredMediaId: number | null;
  /** The 11-character video id; the watch URL is derived from it. */
  youtubeVideoId?: string;
  categoryIds: number[];
  /** The post's tags (`tags` in its answer); none when absent. */
  tagIds?: number[];
}
