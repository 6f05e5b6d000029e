import type { FleetStats, Pricing } from '@fleet/api-client';
import type { Queryable } from '../../db/Database.ts';
import type { PublicCache } from '../cache/PublicCache.ts';

interface PriceRow {
  owner: string;
  memory: string;
  price: number;
}

function pricesByOwner(rows: PriceRow[]): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const row of rows) out.set(row.owner, { ...out.get(row.owner), [row.memory]: row.price });
  return out;
}

async function readPricing(db: Queryable): Promise<Pricing> {
  const [plan] = await db.query<{ first_vehicle: number; additional_vehicles: number }>(
    'select first_vehicle::float8 as first_vehicle, additional_vehicles::float8 as additional_vehicles from plan_prices',
  );
  const models = await db.query<{ id: string; name: string; has_lte: boolean }>('select id, name, has_lte from dashcam_models order by sort_order');
  const modelPrices = pricesByOwner(
    await db.query<PriceRow>(
      `select model_id as owner, memory, price::float8 as price from dashcam_prices order by (regexp_replace(memory, '\\D', '', 'g'))::int`,
    ),
  );
  const accessories = new Map(
    (
      await db.query<{ id: string; name: string; price: number | null; price_min: number | null; price_max: number | null }>(
        'select id, name, price::float8 as price, price_min::float8 as price_min, price_max::float8 as price_max from accessories',
      )
    ).map((row) => [row.id, row]),
  );
  const accessoryPrices = pricesByOwner(
    await db.query<PriceRow>(
      `select accessory_id as owner, memory, price::float8 as price from accessory_prices order by (regexp_replace(memory, '\\D', '', 'g'))::int`,
    ),
  );
  const modem = accessories.get('modem');
  const battery = accessories.get('battery');
  const tamperProofCase = accessories.get('tamperProofCase');
  const sdCard = accessories.get('sdCard');
  return {
    firstVehicle: plan?.first_vehicle ?? 0,
    additionalVehicles: plan?.additional_vehicles ?? 0,
    dashcams: Object.fromEntries(models.map((m) => [m.id, { name: m.name, hasLTE: m.has_lte, prices: modelPrices.get(m.id) ?? {} }])),
    accessories: {
      modem: { name: modem?.name ?? 'LTE modem', price: modem?.price ?? 0 },
      battery: { ...(battery ? { name: battery.name } : {}), price: battery?.price ?? 0 },
      tamperProofCase: {
        ...(tamperProofCase ? { name: tamperProofCase.name } : {}),
        priceRange: { min: tamperProofCase?.price_min ?? 0, max: tamperProofCase?.price_max ?? 0 },
      },
      sdCard: { ...(sdCard ? { name: sdCard.name } : {}), prices: accessoryPrices.get('sdCard') ?? {} },
    },
  };
}

/** Statistics, dashcam count and pricing, read from the database and cached until it changes. */
export function createPublicDataService(db: Queryable, cache: PublicCache) {
  const stats = () =>
    cache.get('fleet-stats', async (): Promise<FleetStats> => {
      const [row] = await db.query<FleetStats>('select users, dashcams from fleet_stats where id = 1');
      return row ?? { users: 0, dashcams: 0 };
    });
  return {
    fleetStats: stats,
    async dashcamCount(): Promise<{ dashcams: number }> {
      return { dashcams: (await stats()).dashcams };
    },
    pricing: () => cache.get('pricing', () => readPricing(db)),
  };
}

export type PublicDataService = ReturnType<typeof createPublicDataService>;
