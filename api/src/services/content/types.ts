import type { components } from '@fleet/api-client';

type Schemas = components['schemas'];

export type WpPostJson = Schemas['WpPost'];
export type WpCategoryJson = Schemas['WpCategory'];
export type WpEmbeddedJson = Schemas['WpEmbedded'];
export type WpUserJson = Schemas['WpUser'];
export type WpMediaJson = Schemas['WpMedia'];
export type WpTermJson = Schemas['WpTerm'];
export type WpErrorJson = Schemas['WpError'];
export type WpLinksJson = Schemas['WpLinks'];

export interface PostsQuery {
  page: number;
  per_page: number;
  search?: string;
  /** Comma-separated ids, already checked against WpIdList's pattern. */
  categories?: string;
  categories_exclude?: string;
  /** Comma-separated slugs. */
  slug?: string;
  orderby: 'date' | 'id' | 'slug' | 'title' | 'modified' | 'relevance';
  order: 'asc' | 'desc';
  _embed?: string;
}

export interface CategoriesQuery {
  page: number;
  per_page: number;
  search?: string;
  orderby: 'id' | 'name' | 'slug' | 'count';
  order: 'asc' | 'desc';
  hide_empty: boolean;
}

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

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
  count: number;
}
