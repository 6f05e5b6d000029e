import type { Locale } from '@fleet/i18n/locales.ts';

/** A published post as the mirror keeps it; dates are UTC ISO 8601. */
export interface MirrorPost {
  id: number;
  date: string;
  modified: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  authorId: number;
  featuredMediaId: number | null;
  youtubeVideoId: string;
  youtubeUrl: string;
  /** Polylang's `lang` (or WPML's language): one of the site's locales, null when the source gave none of them. */
  lang: Locale | null;
  /** The post's translations as Polylang lists them, language → post id; never the post itself. */
  translations: Partial<Record<Locale, number>>;
  categoryIds: number[];
  tagIds: number[];
}

/** An author's public fields: what WordPress shows anyone about a user with published posts. */
export interface MirrorAuthor {
  id: number;
  name: string;
  slug: string;
  description: string;
  url: string;
}

/** A featured image, linked where the source keeps it. */
export interface MirrorMedia {
  id: number;
  slug: string;
  title: string;
  sourceUrl: string;
  width: number;
  height: number;
  mimeType: string;
  altText: string;
  caption: string;
  date: string;
}

export interface MirrorTerm {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
}

/** What one sync read from the source. */
export interface SourceSnapshot {
  /** Every published post was read (the first import, or no post mirrored yet), not only those changed. */
  full: boolean;
  /** New and changed posts. */
  posts: MirrorPost[];
  /** Every post the source publishes now: a mirrored post not among them was unpublished or deleted. */
  publishedIds: Set<number>;
  authors: Map<number, MirrorAuthor>;
  media: Map<number, MirrorMedia>;
  categories: MirrorTerm[];
  tags: MirrorTerm[];
  /** The newest `modified_gmt` read, as a UTC ISO date. */
  newestModified: string | undefined;
}

export interface PostRef {
  id: number;
  title: string;
}

/** What a sync changed among the posts. */
export interface MirrorChanges {
  added: PostRef[];
  updated: PostRef[];
  removed: PostRef[];
}
