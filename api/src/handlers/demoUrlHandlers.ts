import type { Handlers } from '../generated/operations.ts';
import { daysOf } from '../services/demoUrls/createDemoUrlService.ts';
import type { Services } from '../services/Services.ts';

export function demoUrlHandlers({
  demoUrls,
}: Services): Pick<Handlers, 'listDemoUrls' | 'getEngagement' | 'generateDemoUrl' | 'revokeDemoUrl' | 'extendDemoUrl'> {
  return {
    listDemoUrls: async ({ query }) => ({ status: 200, body: { demoUrls: await demoUrls.list(query.sort) } }),

    getEngagement: async () => ({ status: 200, body: await demoUrls.engagement() }),

    generateDemoUrl: async ({ auth, body }) => {
      const demoUrl = await demoUrls.generate(body.clientEmail, daysOf(body.expiresIn), auth.manager);
      return { status: 200, body: { success: true, url: demoUrl.url, demoUrl } };
    },

    revokeDemoUrl: async ({ auth, body }) => ({ status: 200, body: { success: true, demoUrl: await demoUrls.revoke(body.id, auth.manager) } }),

    extendDemoUrl: async ({ auth, body }) => ({
      status: 200,
      body: { success: true, demoUrl: await demoUrls.extend(body.id, daysOf(body.expiresIn), auth.manager) },
    }),
  };
}
