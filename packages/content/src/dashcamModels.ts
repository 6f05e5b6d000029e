import { memorySizes } from '@fleet/rules';
import type { ProductBullet } from '@fleet/ui/components/ProductCardFrame/ProductDetails.tsx';
import type { ProductTagItem } from '@fleet/ui/components/ProductCardFrame/ProductTag.tsx';
import { type CatalogueProduct, makerPageButton, productImage } from './catalogueProduct.ts';

/** A compatible dashcam: the card's copy, its static fallback price and where its live price comes from. */
export interface DashcamModel extends CatalogueProduct {
  priceSource: { kind: 'dashcam'; modelId: string };
  /** Built-in LTE, or connected through the LTE modem or a mobile WiFi hotspot. */
  connectivity: 'built-in-lte' | 'external';
  features: readonly ProductBullet[];
  storageOptions: readonly string[];
  configurations?: readonly string[];
  /** The video platform's id of the model's overview video. */
  videoId?: string;
  /** The driver-monitoring (DMS) demonstration, for models with DMS configurations. */
  dmsVideoId?: string;
  /** The DMS configurations have a price list of their own in the pricing response. */
  dmsPricingModelId?: string;
}

const needsModemBadge: ProductTagItem = { label: 'Needs LTE modem or WiFi hotspot', tone: 'brand' };

export const dashcamModels: readonly DashcamModel[] = [
  {
    name: 'DR970X-2CH LTE Plus',
    description: 'A two-channel dashcam with LTE built in, ready for live view and instant event uploads straight out of the box.',
    image: productImage('dr970x-2ch-lte.svg', 'DR970X-2CH LTE Plus front camera with its rear camera'),
    price: { price: 499.99 },
    priceSource: { kind: 'dashcam', modelId: 'dr970x-2ch-lte' },
    connectivity: 'built-in-lte',
    badges: [
      { label: 'Built-in LTE', tone: 'positive' },
      { label: 'Nano SIM required and not included', tone: 'caution' },
    ],
    features: [
      { text: 'Built-in LTE connectivity', highlight: true },
      { text: 'Front and rear cameras' },
      { text: 'Unlimited live view and remote playback' },
      { text: 'Instant event upload with GPS location' },
      { text: 'Cloud firmware updates (FOTA)' },
    ],
    storageOptions: memorySizes,
    videoId: 'Lq7mVx2KpRa',
    buttons: [makerPageButton('dr970x-2ch-lte-plus')],
  },
  {
    name: 'DR770X-2CH',
    description: 'A dependable two-channel dashcam that connects through the LTE modem or a mobile WiFi hotspot.',
    image: productImage('dr770x-2ch.svg', 'DR770X-2CH front camera with its rear camera'),
    price: { price: 322.99, approximate: true },
    priceSource: { kind: 'dashcam', modelId: 'dr770x-2ch' },
    connectivity: 'external',
    badges: [needsModemBadge],
    features: [
      { text: 'Connects with the CM100GLTE modem or a WiFi hotspot', highlight: true },
      { text: 'Front and rear cameras' },
      { text: 'Live view and remote playback' },
      { text: 'Event upload and GPS tracking' },
    ],
    storageOptions: memorySizes,
    videoId: 'Tb4nW8cQz1E',
    buttons: [makerPageButton('dr770x-2ch')],
  },
  {
    name: 'DR970X-2CH Plus',
    description: 'Sharper two-channel recording for fleets that need clear detail, connected through the LTE modem or a mobile WiFi hotspot.',
    image: productImage('dr970x-2ch.svg', 'DR970X-2CH Plus front camera with its rear camera'),
    price: { price: 399.99, approximate: true },
    priceSource: { kind: 'dashcam', modelId: 'dr970x-2ch' },
    connectivity: 'external',
    badges: [needsModemBadge],
    features: [
      { text: 'Connects with the CM100GLTE modem or a WiFi hotspot', highlight: true },
      { text: 'Front and rear cameras with sharper front recording' },
      { text: 'Live view and remote playback' },
      { text: 'Event upload and GPS tracking' },
    ],
    storageOptions: memorySizes,
    videoId: 'Hs9dF3uYk6P',
    buttons: [makerPageButton('dr970x-2ch-plus')],
  },
  {
    name: 'DR770X Box-3CH Pro',
    description: 'A hidden three-channel recorder for trucks, buses and vans, with an infrared interior or driver-monitoring camera.',
    image: productImage('dr770x-box-3ch-pro.svg', 'DR770X Box-3CH Pro recorder with its three cameras'),
    price: { price: 427.99, approximate: true },
    priceSource: { kind: 'dashcam', modelId: 'dr770x-box-3ch-pro' },
    dmsPricingModelId: 'dr770x-box-3ch-dms',
    connectivity: 'external',
    badges: [needsModemBadge],
    features: [
      { text: 'Three cameras on one hidden recorder', highlight: true },
      { text: 'Infrared interior camera for night-time cabin recording' },
      { text: 'Driver monitoring (DMS) configurations', highlight: true },
      { text: 'Truck exterior camera option' },
    ],
    storageOptions: memorySizes,
    configurations: ['Front + IR Interior + Rear', 'Front + IR Interior + Truck exterior', 'Front + DMS + Rear', 'Front + DMS + Truck exterior'],
    videoId: 'Rc2gN5vXe8J',
    dmsVideoId: 'Dm6kS1wZa4T',
    buttons: [makerPageButton('dr770x-box-3ch-pro')],
  },
];

export const builtInLteModels = dashcamModels.filter((model) => model.connectivity === 'built-in-lte');

export const externalConnectivityModels = dashcamModels.filter((model) => model.connectivity === 'external');
