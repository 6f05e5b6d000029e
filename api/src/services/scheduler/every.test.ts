import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logging/createLogger.ts';
import { every } from './every.ts';

const quietLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 });

describe('every', () => {
  it('runs now, then again after the interval, never two runs at a time', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const stop = every(
      10,
      async () => {
        runs += 1;
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
      },
      { logger: quietLogger() as unknown as Logger, failed: () => 'failed' },
    );
    await until(() => runs >= 3);
    await stop();
    expect(overlapped).toBe(false);
  });

  it('logs a failed run with its own message and tries again at the next turn', async () => {
    const logger = quietLogger();
    let runs = 0;
    const stop = every(
      5,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('no table');
      },
      { logger: logger as unknown as Logger, failed: (error) => `the job failed: ${error.message}` },
    );
    await until(() => runs >= 2);
    await stop();
    expect(logger.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the job failed: no table');
  });

  it('aborts the run under way on stop and waits for it', async () => {
    let ended = false;
    let started = false;
    const stop = every(
      60_000,
      async (signal) => {
        started = true;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await new Promise((resolve) => setTimeout(resolve, 20));
        ended = true;
      },
      { logger: quietLogger() as unknown as Logger, failed: () => 'failed' },
    );
    await until(() => started);
    await stop();
    expect(ended).toBe(true);
  });
});
