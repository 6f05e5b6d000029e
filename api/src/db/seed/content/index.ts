export { authors } from './authors.js';
export { categories } from './categories.js';
export { media } from './media.js';
export { posts } from './posts.js';
export { seedContent } from './seedContent.js';
export type { SeedAuthor, SeedCategory, SeedMedia, SeedPost } from './types.js';
