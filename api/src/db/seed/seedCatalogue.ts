import type { Transaction } from '../Database.ts';
import { accessorySeed, dashcamSeed, fleetStatsSeed, memorySizes, planSeed } from './catalogue.ts';

export async function seedCatalogue(tx: Transaction): Promise<void> {
  await tx.query('insert into fleet_stats (users, dashcams) values ($1, $2)', [fleetStatsSeed.users, fleetStatsSeed.dashcams]);
  await tx.query('insert into plan_prices (first_vehicle, additional_vehicles) values ($1, $2)', [planSeed.firstVehicle, planSeed.additionalVehicles]);
  for (const [index, model] of dashcamSeed.entries()) {
    await tx.query('insert into dashcam_models (id, name, has_lte, sort_order) values ($1, $2, $3, $4)', [model.id, model.name, model.hasLTE, index]);
    for (const [i, memory] of memorySizes.entries()) {
      await tx.query('insert into dashcam_prices (model_id, memory, price) values ($1, $2, $3)', [model.id, memory, model.prices[i]]);
    }
  }
  const { modem, battery, tamperProofCase, sdCard } = accessorySeed;
  await tx.query(`insert into accessories (id, name, price) values ('modem', $1, $2), ('battery', $3, $4)`, [
    modem.name,
    modem.price,
    battery.name,
    battery.price,
  ]);
  await tx.query(`insert into accessories (id, name, price_min, price_max) values ('tamperProofCase', $1, $2, $3)`, [
    tamperProofCase.name,
    tamperProofCase.min,
    tamperProofCase.max,
  ]);
  await tx.query(`insert into accessories (id, name) values ('sdCard', $1)`, [sdCard.name]);
  for (const [memory, price] of Object.entries(sdCard.prices)) {
    await tx.query(`insert into accessory_prices (accessory_id, memory, price) values ('sdCard', $1, $2)`, [memory, price]);
  }
}
