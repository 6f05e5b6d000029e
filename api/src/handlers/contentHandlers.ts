import type { Handlers } from '../generated/operations.ts';
import { wpRoutes } from '../http/wordpress/wpRoutes.ts';
import type { Services } from '../services/Services.ts';

type ContentOperation =
  | 'getWpIndex'
  | 'listPosts'
  | 'getPost'
  | 'listCategories'
  | 'getCategory'
  | 'listTags'
  | 'getTag'
  | 'getMedia'
  | 'getUser'
  | 'getPostType';

export function contentHandlers({ content }: Services): Pick<Handlers, ContentOperation> {
  // The routes are the document's, fixed for the life of the process.
  const index = content.index(wpRoutes());
  return {
    getWpIndex: async () => ({ status: 200, body: index }),
    listPosts: async ({ query, url }) => {
      const page = await content.listPosts(query, url);
      return { status: 200, body: page.items, headers: page.headers };
    },
    getPost: async ({ path, query }) => ({ status: 200, body: await content.getPost(path.id, query._embed) }),
    listCategories: async ({ query, url }) => {
      const page = await content.listCategories(query, url);
      return { status: 200, body: page.items, headers: page.headers };
    },
    getCategory: async ({ path }) => ({ status: 200, body: await content.getCategory(path.id) }),
    listTags: async ({ query, url }) => {
      const page = await content.listTags(query, url);
      return { status: 200, body: page.items, headers: page.headers };
    },
    getTag: async ({ path }) => ({ status: 200, body: await content.getTag(path.id) }),
    getMedia: async ({ path }) => ({ status: 200, body: await content.getMedia(path.id) }),
    getUser: async ({ path }) => ({ status: 200, body: await content.getUser(path.id) }),
    getPostType: async ({ path }) => ({ status: 200, body: await content.getPostType(path.type) }),
  };
}
