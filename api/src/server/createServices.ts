import type { Config } from '../config.ts';
import type { Database } from '../db/Database.ts';
import { createAuthService } from '../services/auth/createAuthService.ts';
import type { PublicCache } from '../services/cache/PublicCache.ts';
import { createContentService } from '../services/content/createContentService.ts';
import { createDemoUrlService } from '../services/demoUrls/createDemoUrlService.ts';
import { createLeadService } from '../services/leads/createLeadService.ts';
import { createManagerService } from '../services/managers/createManagerService.ts';
import { createPublicDataService } from '../services/publicData/createPublicDataService.ts';
import type { Services } from '../services/Services.ts';

export function createServices(db: Database, config: Config, cache: PublicCache, onMailQueued: () => void): Services {
  const demoUrls = createDemoUrlService(db, config.publicUrl);
  return {
    config,
    cache,
    auth: createAuthService(db),
    managers: createManagerService(db),
    demoUrls,
    leads: createLeadService(db, {
      salesEmail: config.salesEmail,
      formRateLimits: config.formRateLimits,
      demoUrls,
      onQueued: onMailQueued,
    }),
    publicData: createPublicDataService(db, cache),
    content: createContentService(db, { publicUrl: config.publicUrl, cache }),
  };
}
