import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './createLogger.ts';
import { withConsoleRouted } from './routeConsole.ts';

describe('the console under a request', () => {
  it('goes to the JSON log, at the level a line names; outside a request it is the console still', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = await createLogger({ LOG_LEVEL: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await withConsoleRouted(logger, async () => {
        await Promise.resolve();
        console.error('20:35:41 \u001b[1m[ERROR]\u001b[22m Error: Invalid URL encoding');
        console.info('12:00:00 [WARN] [router] No API Route handler exists for the method "POST"');
        console.error('Failed to send email', { status: 500 });
      });
      expect(lines.map(({ level, msg, source }) => ({ level, msg, source }))).toEqual([
        { level: 'error', msg: 'Error: Invalid URL encoding', source: 'console' },
        { level: 'warn', msg: '[router] No API Route handler exists for the method "POST"', source: 'console' },
        { level: 'error', msg: 'Failed to send email { status: 500 }', source: 'console' },
      ]);
      console.error('not in a request');
      expect(lines).toHaveLength(3);
      expect(printed).toHaveBeenCalledWith('not in a request');
    } finally {
      printed.mockRestore();
    }
  });
});
