export { authors } from './authors.ts';
export { categories } from './categories.ts';
export { media } from './media.ts';
export { posts } from './posts.ts';
export { seedContent } from './seedContent.ts';
export { tags } from './tags.ts';
export type { SeedAuthor, SeedCategory, SeedMedia, SeedPost, SeedTag } from './types.ts';
