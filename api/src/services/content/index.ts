export { type ContentService, type ContentServiceOptions, createContentService } from './createContentService.ts';
export type { WpRouteDescription } from './toIndexJson.ts';
export type { CategoriesQuery, CollectionPage, PostsQuery, TagsQuery, WpCategoryJson, WpPostJson } from './types.ts';
