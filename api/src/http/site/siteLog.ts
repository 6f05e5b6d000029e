import type { SiteLocals } from '@fleet/site/server';
import type { Logger } from '../../logging/createLogger.ts';

/**
 * The site's failed reads in the server's log, one structured error line each: the site's message as it is (the
 * spec's words, 'Failed to fetch pricing'), the page being rendered, and the answer's status or what was thrown
 * (`err`, with its stack) as fields.
 */
export function siteLog(logger: Logger, page: string): NonNullable<SiteLocals['log']> {
  return ({ message, error, ...fields }) => logger.error({ ...fields, page, ...(error === undefined ? {} : { err: error }) }, message);
}
