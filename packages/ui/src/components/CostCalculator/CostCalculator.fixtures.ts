import type { CalculatorModel } from '@fleet/rules';

/** The seed prices of the five compatible models (64/128/256/512GB). */
export const seedModels: readonly CalculatorModel[] = [
  { id: 'dr970x-2ch-lte', name: 'DR970X-2CH LTE Plus', hasLTE: true, prices: { '64GB': 499.99, '128GB': 539.99, '256GB': 589.99, '512GB': 689.99 } },
  { id: 'dr770x-2ch', name: 'DR770X-2CH', hasLTE: false, prices: { '64GB': 322.99, '128GB': 352.99, '256GB': 392.99, '512GB': 482.99 } },
  { id: 'dr970x-2ch', name: 'DR970X-2CH Plus', hasLTE: false, prices: { '64GB': 399.99, '128GB': 439.99, '256GB': 489.99, '512GB': 589.99 } },
  { id: 'dr770x-box-3ch-pro', name: 'DR770X Box-3CH Pro', hasLTE: false, prices: { '64GB': 427.99, '128GB': 457.99, '256GB': 497.99, '512GB': 587.99 } },
  { id: 'dr770x-box-3ch-dms', name: 'DR770X Box-3CH DMS', hasLTE: false, prices: { '64GB': 469.99, '128GB': 499.99, '256GB': 539.99, '512GB': 629.99 } },
];

export const seedPlan = { firstVehicle: 15.99, additionalVehicles: 12.0 };

export const seedModemPrice = 199.99;
