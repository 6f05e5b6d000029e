import type { ModemBandGroup } from '@fleet/ui/components/ModemCard/ModemCard.tsx';
import { type CatalogueProduct, makerPageButton, productImage } from './catalogueProduct.ts';

/** The LTE connectivity module: speeds and bands instead of a dashcam's feature list. */
export interface LteModule extends CatalogueProduct {
  priceSource: { kind: 'modem' };
  downloadMbps: number;
  uploadMbps: number;
  bandGroups: readonly ModemBandGroup[];
}

export const lteModule: LteModule = {
  name: 'CM100GLTE',
  description: 'Adds LTE to the external connectivity models, so they stream live view and upload events from anywhere with mobile coverage.',
  image: productImage('cm100glte.svg', 'CM100GLTE LTE modem with its antenna'),
  price: { price: 199.99 },
  priceSource: { kind: 'modem' },
  badges: [{ label: 'LTE Connectivity Module', tone: 'brand' }],
  downloadMbps: 150,
  uploadMbps: 50,
  bandGroups: [
    { region: 'North America', bands: ['B2', 'B4', 'B12'] },
    { region: 'Global', bands: ['B1', 'B3', 'B5', 'B7', 'B8', 'B20'] },
  ],
  buttons: [makerPageButton('cm100glte')],
};

/** The three cards of 'Popular Accessories', in the order the page shows them. */
export const popularAccessories: readonly CatalogueProduct[] = [
  {
    name: 'Battery pack B-130A',
    description: 'Keeps parking mode recording for longer without draining the vehicle battery.',
    image: productImage('battery-b130a.svg', 'Battery pack B-130A'),
    price: { price: 299.99 },
    priceSource: { kind: 'battery' },
    buttons: [makerPageButton('b-130a')],
  },
  {
    name: 'Tamper-proof case',
    description: 'A locking cover that stops anyone removing the memory card or unplugging the dashcam.',
    image: productImage('tamper-proof-case.svg', 'Tamper-proof dashcam case with its lock'),
    price: { min: 30.0, max: 40.0 },
    priceSource: { kind: 'tamperProofCase' },
    buttons: [makerPageButton('tamper-proof-case')],
  },
  {
    name: 'SD card',
    description: 'High-endurance memory cards made for continuous recording, from 64GB to 512GB.',
    image: productImage('sd-card.svg', 'High-endurance SD memory card'),
    price: { min: 20.99, max: 109.98 },
    priceSource: { kind: 'sdCard' },
    buttons: [makerPageButton('sd-card')],
  },
];
