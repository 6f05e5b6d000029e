import type { Config } from '../config.js';
import type { PublicCache } from './cache/PublicCache.js';
import type { AuthService } from './auth/createAuthService.js';
import type { ContentService } from './content/createContentService.js';
import type { DemoUrlService } from './demoUrls/createDemoUrlService.js';
import type { LeadService } from './leads/createLeadService.js';
import type { ManagerService } from './managers/createManagerService.js';
import type { PublicDataService } from './publicData/createPublicDataService.js';

export interface Services {
  config: Config;
  /** Public reads, dropped whenever the database announces a change. */
  cache: PublicCache;
  auth: AuthService;
  managers: ManagerService;
  demoUrls: DemoUrlService;
  leads: LeadService;
  publicData: PublicDataService;
  content: ContentService;
}
