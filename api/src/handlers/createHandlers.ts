import type { Handlers } from '../generated/operations.js';
import type { Services } from '../services/Services.js';
import { adminHandlers } from './adminHandlers.js';
import { authHandlers } from './authHandlers.js';
import { contentHandlers } from './contentHandlers.js';
import { demoLinkHandlers } from './demoLinkHandlers.js';
import { publicHandlers } from './publicHandlers.js';

/** Every operation of openapi.yaml; leaving one out, or answering off the document, fails `tsc`. */
export function createHandlers(services: Services): Handlers {
  return {
    ...publicHandlers(services),
    ...authHandlers(services),
    ...adminHandlers(services),
    ...contentHandlers(services),
    ...demoLinkHandlers(services),
  };
}
