import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';
import { analyticsHandlers } from './analyticsHandlers.ts';
import { auditHandlers } from './auditHandlers.ts';
import { authHandlers } from './authHandlers.ts';
import { contentHandlers } from './contentHandlers.ts';
import { demoLinkHandlers } from './demoLinkHandlers.ts';
import { demoUrlHandlers } from './demoUrlHandlers.ts';
import { leadHandlers } from './leadHandlers.ts';
import { managerHandlers } from './managerHandlers.ts';
import { mirrorHandlers } from './mirrorHandlers.ts';
import { publicHandlers } from './publicHandlers.ts';
import { settingsHandlers } from './settingsHandlers.ts';
import { webhookHandlers } from './webhookHandlers.ts';

/** Every operation of openapi.yaml; leaving one out, or answering off the document, fails `tsc`. */
export function createHandlers(services: Services): Handlers {
  return {
    ...publicHandlers(services),
    ...analyticsHandlers(services),
    ...authHandlers(services),
    ...demoUrlHandlers(services),
    ...managerHandlers(services),
    ...leadHandlers(services),
    ...settingsHandlers(services),
    ...webhookHandlers(services),
    ...auditHandlers(services),
    ...contentHandlers(services),
    ...demoLinkHandlers(services),
    ...mirrorHandlers(services),
  };
}
