import { createApiClient } from '@fleet/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFleetStats } from './fetchFleetStats.ts';

const apiAnswering = (answer: () => Promise<Response>) => createApiClient({ baseUrl: 'http://site.test', anonKey: 'test', fetch: () => answer() });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const served = { users: 12, dashcams: 34 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the statistics the browser asks for again (spec: error catalogue, Statistics)', () => {
  it('are the new numbers when the call answers', async () => {
    expect(
      await fetchFleetStats(
        apiAnswering(() => json({ users: 13, dashcams: 35 })),
        served,
      ),
    ).toEqual({ users: 13, dashcams: 35 });
  });

  it('keep the numbers already shown when the call fails, and log Failed to fetch fleet stats with the status', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    expect(
      await fetchFleetStats(
        apiAnswering(() => json({ error: 'Internal error', code: 'internal_error' }, 500)),
        served,
      ),
    ).toEqual(served);
    expect(console).toHaveBeenCalledExactlyOnceWith('Failed to fetch fleet stats', { status: 500 });
  });

  it('are 0 and 0 when nothing was known and the call fails, with the error logged', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const offline = new TypeError('Failed to fetch');
    expect(await fetchFleetStats(apiAnswering(() => Promise.reject(offline)))).toEqual({ users: 0, dashcams: 0 });
    expect(console).toHaveBeenCalledExactlyOnceWith('Failed to fetch fleet stats', { error: offline });
  });
});
