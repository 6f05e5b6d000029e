/** The figures and prices a new installation starts with. */
export const fleetStatsSeed = { users: 12_847, dashcams: 31_562 };

export const planSeed = { firstVehicle: 15.99, additionalVehicles: 12.0 };

export const memorySizes = ['64GB', '128GB', '256GB', '512GB'] as const;

/** Model id → name, built-in LTE and the price of each memory size (64GB prices are the catalogue's). */
export const dashcamSeed = [
  { id: 'dr970x-2ch-lte', name: 'DR970X-2CH LTE Plus', hasLTE: true, prices: [499.99, 539.99, 589.99, 689.99] },
  { id: 'dr770x-2ch', name: 'DR770X-2CH', hasLTE: false, prices: [322.99, 352.99, 392.99, 482.99] },
  { id: 'dr970x-2ch', name: 'DR970X-2CH Plus', hasLTE: false, prices: [399.99, 439.99, 489.99, 589.99] },
  { id: 'dr770x-box-3ch-pro', name: 'DR770X Box-3CH Pro', hasLTE: false, prices: [427.99, 457.99, 497.99, 587.99] },
  { id: 'dr770x-box-3ch-dms', name: 'DR770X Box-3CH DMS', hasLTE: false, prices: [469.99, 499.99, 539.99, 629.99] },
] as const;

export const accessorySeed = {
  modem: { name: 'CM100GLTE modem', price: 199.99 },
  battery: { name: 'Battery pack B-130A', price: 299.99 },
  tamperProofCase: { name: 'Tamper-proof case', min: 30.0, max: 40.0 },
  sdCard: { name: 'microSD card', prices: { '64GB': 20.99, '512GB': 109.98 } },
} as const;
