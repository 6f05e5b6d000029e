export { createContentService, type ContentService, type ContentServiceOptions } from './createContentService.js';
export type { CategoriesQuery, CollectionPage, PostsQuery, WpCategoryJson, WpPostJson } from './types.js';
