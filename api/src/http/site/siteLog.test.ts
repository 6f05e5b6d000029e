import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/createLogger.ts';
import { siteLog } from './siteLog.ts';

async function capturing() {
  const lines: Record<string, unknown>[] = [];
  const logger = await createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, logger };
}

describe('siteLog', () => {
  it('writes a failed read of a page as one error line: the site’s words as the message, the page and status as fields', async () => {
    const { lines, logger } = await capturing();
    siteLog(logger, '/pricing')({ message: 'Failed to fetch pricing', status: 500 });
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'Failed to fetch pricing', page: '/pricing', status: 500 })]);
    expect(lines[0]).not.toHaveProperty('err');
  });

  it('gives what was thrown as err, with its message and stack', async () => {
    const { lines, logger } = await capturing();
    siteLog(logger, '/')({ message: 'Failed to fetch fleet stats', error: new TypeError('fetch failed') });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'Failed to fetch fleet stats',
        page: '/',
        err: expect.objectContaining({ type: 'TypeError', message: 'fetch failed', stack: expect.any(String) }),
      }),
    ]);
  });
});
