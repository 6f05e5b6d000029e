// What the site's blog reads the content API with, exported as `@fleet/site/blog` so that the API's tests can
// check its contract against the client that really reads it.
export { blogLoadSize, blogLoadStart } from './blogListPaging.ts';
export { type ContentClient, createContentClient } from './content/createContentClient.ts';
export { featuredMedia } from './featuredMedia.ts';
export { listPostsInLanguages } from './listPostsInLanguages.ts';
