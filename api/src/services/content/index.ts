export { type ContentService, type ContentServiceOptions, createContentService } from './createContentService.ts';
export type { CategoriesQuery, CollectionPage, PostsQuery, WpCategoryJson, WpPostJson } from './types.ts';
