import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';

export function contentHandlers({ content }: Services): Pick<Handlers, 'listPosts' | 'listCategories'> {
  return {
    listPosts: async ({ query, url }) => {
      const page = await content.listPosts(query as Parameters<typeof content.listPosts>[0], url);
      return { status: 200, body: page.items, headers: page.headers };
    },
    listCategories: async ({ query, url }) => {
      const page = await content.listCategories(query as Parameters<typeof content.listCategories>[0], url);
      return { status: 200, body: page.items, headers: page.headers };
    },
  };
}
