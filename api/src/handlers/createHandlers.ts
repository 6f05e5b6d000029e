import type { Handlers } from '../generated/operations.ts';
import type { Services } from '../services/Services.ts';
import { adminHandlers } from './adminHandlers.ts';
import { analyticsHandlers } from './analyticsHandlers.ts';
import { authHandlers } from './authHandlers.ts';
import { contentHandlers } from './contentHandlers.ts';
import { demoLinkHandlers } from './demoLinkHandlers.ts';
import { mirrorHandlers } from './mirrorHandlers.ts';
import { publicHandlers } from './publicHandlers.ts';

/** Every operation of openapi.yaml; leaving one out, or answering off the document, fails `tsc`. */
export function createHandlers(services: Services): Handlers {
  return {
    ...publicHandlers(services),
    ...analyticsHandlers(services),
    ...authHandlers(services),
    ...adminHandlers(services),
    ...contentHandlers(services),
    ...demoLinkHandlers(services),
    ...mirrorHandlers(services),
  };
}
