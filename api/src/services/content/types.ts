import type { components } from '@fleet/api-client';
import type { Locale } from '@fleet/i18n/locales.ts';
import type { Handlers } from '../../generated/operations.ts';

type Schemas = components['schemas'];

export type WpPostJson = Schemas['WpPost'];
export type WpCategoryJson = Schemas['WpCategory'];
export type WpEmbeddedJson = Schemas['WpEmbedded'];
export type WpUserJson = Schemas['WpUser'];
export type WpMediaJson = Schemas['WpMedia'];
export type WpTermJson = Schemas['WpTerm'];
export type WpErrorJson = Schemas['WpError'];
export type WpLinksJson = Schemas['WpLinks'];
export type WpTagJson = Schemas['WpTag'];
export type WpMediaItemJson = Schemas['WpMediaItem'];
export type WpUserItemJson = Schemas['WpUserItem'];
export type WpPostTypeJson = Schemas['WpPostType'];
export type WpIndexJson = Schemas['WpIndex'];
export type WpRouteJson = Schemas['WpRoute'];

/** An operation's query as the service receives it: checked against openapi.yaml, its defaults in place. */
type ValidQuery<K extends 'listPosts' | 'listCategories' | 'listTags'> = Parameters<Handlers[K]>[0]['query'];

/** `categories`, `categories_exclude` (WpIdList) and `slug` are comma-separated, already checked against their patterns. */
export type PostsQuery = ValidQuery<'listPosts'>;
export type CategoriesQuery = ValidQuery<'listCategories'>;
export type TagsQuery = ValidQuery<'listTags'>;
/** Categories and tags take the same parameters. */
export type TermsQuery = CategoriesQuery | TagsQuery;

export interface CollectionPage<T> {
  items: T[];
  headers: Record<string, string>;
}

/** What is cached per normalised query; headers depend on the request URL, so they are built per request. */
export interface CollectionResult<T> {
  items: T[];
  total: number;
}

/** Dates arrive formatted by SQL as WordPress sends them: UTC, 'YYYY-MM-DDTHH:MM:SS'. */
export interface PostRow {
  id: number;
  date: string;
  modified: string;
  slug: string;
  status: string;
  title: string;
  content: string;
  excerpt: string;
  author_id: number;
  featured_media_id: number | null;
  youtube_video_id: string;
  youtube_url: string;
  lang: Locale | null;
  /** Only the links to published posts. */
  translations: Partial<Record<Locale, number>>;
}

export interface PostTermRow {
  post_id: number;
  id: number;
  name: string;
  slug: string;
}

export interface AuthorRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  url: string;
}

export interface MediaRow {
  id: number;
  date: string;
  slug: string;
  title: string;
  source_url: string;
  width: number;
  height: number;
  mime_type: string;
  alt_text: string;
  caption: string;
  status: 'inherit' | 'private';
}

/** A category or a tag (whose parent is always 0), with its number of published posts. */
export interface TermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
  count: number;
}
