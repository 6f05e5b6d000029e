import type { Config } from '../config.js';
import type { Database } from '../db/Database.js';
import { createAuthService } from '../services/auth/createAuthService.js';
import { PublicCache } from '../services/cache/PublicCache.js';
import { createContentService } from '../services/content/createContentService.js';
import { createDemoUrlService } from '../services/demoUrls/createDemoUrlService.js';
import { createLeadService } from '../services/leads/createLeadService.js';
import { createManagerService } from '../services/managers/createManagerService.js';
import { createPublicDataService } from '../services/publicData/createPublicDataService.js';
import type { Services } from '../services/Services.js';

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
