import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessorySeed, dashcamSeed, fleetStatsSeed, planSeed } from '../../src/db/seed/catalogue.ts';
import { startTestServer, type TestServer } from '../harness/startTestServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('fleet-stats and dashcam-count', () => {
  it('read the seeded figures', async () => {
    expect((await server.api.GET('/functions/v1/fleet-stats')).data).toEqual(fleetStatsSeed);
    expect((await server.api.GET('/functions/v1/dashcam-count')).data).toEqual({ dashcams: fleetStatsSeed.dashcams });
  });

  it('show a change in the database at once, although they are cached', async () => {
    await server.api.GET('/functions/v1/fleet-stats');
    await server.db.query('update fleet_stats set users = users + 5, dashcams = 40000');
    await expect.poll(async () => (await server.api.GET('/functions/v1/fleet-stats')).data).toEqual({ users: fleetStatsSeed.users + 5, dashcams: 40000 });
    expect((await server.api.GET('/functions/v1/dashcam-count')).data).toEqual({ dashcams: 40000 });
  });

  it('refuse a call without the public key', async () => {
    const response = await fetch(`${server.url}/functions/v1/fleet-stats`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid API key', code: 'invalid_api_key' });
    const wrong = await fetch(`${server.url}/functions/v1/fleet-stats`, { headers: { Authorization: 'Bearer not-the-key' } });
    expect(wrong.status).toBe(401);
    const apikey = await fetch(`${server.url}/functions/v1/fleet-stats`, { headers: { apikey: server.config.anonKey } });
    expect(apikey.status).toBe(200);
  });
});

describe('the prepared answers of fixed public reads', () => {
  const read = async (path: string) => {
    // One request id for both answers, so that they can be equal header for header.
    const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.config.anonKey}`, 'X-Request-Id': 'compare' } });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    return { status: response.status, headers, body: await response.text() };
  };

  it('are the answers the full chain gives, headers included', async () => {
    for (const path of ['/functions/v1/fleet-stats', '/functions/v1/dashcam-count', '/functions/v1/pricing']) {
      // A query string sends the request through the full chain: validation, authorisation, handler.
      const [prepared, full] = [await read(path), await read(`${path}?full=chain`)];
      expect(prepared).toEqual(full);
      expect(prepared.status).toBe(200);
      expect(prepared.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe('pricing', () => {
  it('answers the plan, every dashcam model with its memory prices, and the accessories', async () => {
    const { data } = await server.api.GET('/functions/v1/pricing');
    expect(data?.firstVehicle).toBe(planSeed.firstVehicle);
    expect(data?.additionalVehicles).toBe(planSeed.additionalVehicles);
    expect(Object.keys(data!.dashcams)).toEqual(dashcamSeed.map((m) => m.id));
    expect(data?.dashcams['dr970x-2ch-lte']).toEqual({
      name: 'DR970X-2CH LTE Plus',
      hasLTE: true,
      prices: { '64GB': 499.99, '128GB': 539.99, '256GB': 589.99, '512GB': 689.99 },
    });
    expect(data?.dashcams['dr770x-2ch']?.hasLTE).toBe(false);
    expect(data?.accessories).toEqual({
      modem: { name: accessorySeed.modem.name, price: 199.99 },
      battery: { name: accessorySeed.battery.name, price: 299.99 },
      tamperProofCase: { name: accessorySeed.tamperProofCase.name, priceRange: { min: 30, max: 40 } },
      sdCard: { name: accessorySeed.sdCard.name, prices: { '64GB': 20.99, '512GB': 109.98 } },
    });
  });

  it('reflects a price change', async () => {
    await server.api.GET('/functions/v1/pricing');
    await server.db.query(`update dashcam_prices set price = 479.99 where model_id = 'dr970x-2ch-lte' and memory = '64GB'`);
    await expect.poll(async () => (await server.api.GET('/functions/v1/pricing')).data?.dashcams['dr970x-2ch-lte']?.prices['64GB']).toBe(479.99);
  });
});
