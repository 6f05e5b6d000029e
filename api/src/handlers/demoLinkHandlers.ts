import type { Handlers } from '../generated/operations.ts';
import { linkPage } from '../http/errors/linkPage.ts';
import { privateNoStore } from '../http/middleware/privateNoStore.ts';
import type { Services } from '../services/Services.ts';

export function demoLinkHandlers({ demoUrls, config }: Services): Pick<Handlers, 'openDemoLink'> {
  return {
    openDemoLink: async ({ path, clientIp }) => {
      const result = await demoUrls.open(path.token, clientIp, config.demoOpens);
      // Past the limits too: a person who clicks their link again must reach the demo; only the count stops.
      if (result.kind === 'open') return { status: 302, body: undefined, headers: { Location: config.demoAppUrl, 'Cache-Control': privateNoStore } };
      if (result.kind === 'unknown') return { status: 404, body: linkPage('unknown') };
      return { status: 410, body: linkPage(result.kind, result.language) };
    },
  };
}
