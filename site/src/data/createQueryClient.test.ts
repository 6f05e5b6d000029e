import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './createQueryClient.ts';
import { failureMessages } from './failureLog.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an island’s data cache', () => {
  it('logs a query that failed for good once, in the words its meta names, with the status', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const refused = Object.assign(new Error('posts answered 500'), { status: 500 });
    const queryFn = vi.fn(() => Promise.reject(refused));
    const fetched = createQueryClient().fetchQuery({ queryKey: ['posts'], queryFn, retryDelay: 0, meta: { failure: failureMessages.blogPosts } });
    await expect(fetched).rejects.toBe(refused);
    // The retry failed as well: one line for the two attempts.
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(console).toHaveBeenCalledExactlyOnceWith('Failed to load blog posts', { status: 500, error: refused });
  });

  it('leaves a query that names no failure to its own handling', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    await expect(createQueryClient().fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new Error('no')), retry: false })).rejects.toThrow('no');
    expect(console).not.toHaveBeenCalled();
  });
});
