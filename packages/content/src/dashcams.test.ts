import type { Pricing } from '@fleet/api-client';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { dashcamModels, dashcamProductsForStructuredData, dashcamVideos, livePriceFor, lteModule, popularAccessories } from './dashcams.ts';

const english = messagesFor('en');
const german = messagesFor('de');

const model = (id: string) => {
  const found = dashcamModels(english).find((candidate) => candidate.priceSource.modelId === id);
  if (!found) throw new Error(`no catalogue model ${id}`);
  return found;
};

const accessory = (kind: string) => {
  const found = popularAccessories(english).find((candidate) => candidate.priceSource.kind === kind);
  if (!found) throw new Error(`no accessory ${kind}`);
  return found;
};

const pricing: Pricing = {
  firstVehicle: 15.99,
  additionalVehicles: 12,
  dashcams: {
    'dr970x-2ch-lte': { name: 'DR970X-2CH LTE Plus', hasLTE: true, prices: { '64GB': 519.99, '128GB': 559.99 } },
    'dr770x-2ch': { name: 'DR770X-2CH', hasLTE: false, prices: { '128GB': 352.99, '256GB': 392.99 } },
  },
  accessories: {
    modem: { name: 'CM100GLTE modem', price: 189.99 },
    battery: { price: 289.99 },
    tamperProofCase: { priceRange: { min: 32, max: 42 } },
    sdCard: { prices: { '64GB': 19.99, '512GB': 99.99 } },
  },
};

describe('livePriceFor', () => {
  it('shows a live dashcam price as its 64GB price, approximate', () => {
    expect(livePriceFor(model('dr970x-2ch-lte'), pricing)).toEqual({ price: 519.99, approximate: true });
  });

  it('falls back to the static price when the pricing response lacks the model', () => {
    expect(livePriceFor(model('dr970x-2ch'), pricing)).toEqual({ price: 399.99, approximate: true });
    expect(livePriceFor(model('dr770x-box-3ch-pro'), pricing)).toEqual({ price: 427.99, approximate: true });
  });

  it('falls back to the static price when the model has no 64GB price', () => {
    expect(livePriceFor(model('dr770x-2ch'), pricing)).toEqual({ price: 322.99, approximate: true });
  });

  it('falls back to the static prices when pricing failed or has not arrived', () => {
    expect(livePriceFor(model('dr970x-2ch-lte'), undefined)).toEqual({ price: 499.99 });
    expect(livePriceFor(lteModule(english), undefined)).toEqual({ price: 199.99 });
    expect(livePriceFor(accessory('battery'), undefined)).toEqual({ price: 299.99 });
    expect(livePriceFor(accessory('tamperProofCase'), undefined)).toEqual({ min: 30, max: 40 });
    expect(livePriceFor(accessory('sdCard'), undefined)).toEqual({ min: 20.99, max: 109.98 });
  });

  it('treats a zero or missing amount as no value', () => {
    const zero: Pricing = { ...pricing, dashcams: { 'dr970x-2ch-lte': { name: 'DR970X-2CH LTE Plus', hasLTE: true, prices: { '64GB': 0 } } } };
    expect(livePriceFor(model('dr970x-2ch-lte'), zero)).toEqual({ price: 499.99 });
    const partial = { ...pricing, accessories: { ...pricing.accessories, sdCard: { prices: { '64GB': 19.99 } } } };
    expect(livePriceFor(accessory('sdCard'), partial)).toEqual({ min: 20.99, max: 109.98 });
  });

  it('shows live accessory prices', () => {
    expect(livePriceFor(lteModule(english), pricing)).toEqual({ price: 189.99 });
    expect(livePriceFor(accessory('battery'), pricing)).toEqual({ price: 289.99 });
    expect(livePriceFor(accessory('tamperProofCase'), pricing)).toEqual({ min: 32, max: 42 });
    expect(livePriceFor(accessory('sdCard'), pricing)).toEqual({ min: 19.99, max: 99.99 });
  });
});

describe('dashcamProductsForStructuredData', () => {
  const products = dashcamProductsForStructuredData(english);

  it('lists every model, the modem and the accessories with their static offers in USD', () => {
    expect(products.map((product) => product.name)).toEqual([
      'DR970X-2CH LTE Plus',
      'DR770X-2CH',
      'DR970X-2CH Plus',
      'DR770X Box-3CH Pro',
      'CM100GLTE',
      'Battery pack B-130A',
      'Tamper-proof case',
      'SD card',
    ]);
    expect(products[0]).toMatchObject({ price: 499.99, priceCurrency: 'USD', image: '/images/products/dr970x-2ch-lte.svg' });
    expect(products[1]).toMatchObject({ lowPrice: 322.99 });
    expect(products[1]).not.toHaveProperty('price');
    expect(products[6]).toMatchObject({ lowPrice: 30, highPrice: 40 });
  });

  it('names and describes them in the page’s language, at the same offers, the model names as they are', () => {
    const inGerman = dashcamProductsForStructuredData(german);
    expect(inGerman.map((product) => product.name).slice(0, 5)).toEqual(products.map((product) => product.name).slice(0, 5));
    expect(inGerman[7]).toMatchObject({ name: 'SD-Karte', lowPrice: 20.99, highPrice: 109.98, priceCurrency: 'USD' });
    expect(inGerman[0]?.description).not.toBe(products[0]?.description);
  });
});

describe('dashcam videos', () => {
  it('gives every model its overview, and the Box-3CH Pro its driver monitoring demonstration after it', () => {
    for (const candidate of dashcamModels(english))
      expect(dashcamVideos(english, candidate)[0], candidate.name).toEqual({ videoId: candidate.videoId, title: `${candidate.name} overview` });
    expect(dashcamVideos(english, model('dr770x-box-3ch-pro'))).toEqual([
      { videoId: 'Rc2gN5vXe8J', title: 'DR770X Box-3CH Pro overview' },
      { videoId: 'Dm6kS1wZa4T', title: 'DR770X Box-3CH Pro driver monitoring (DMS) demonstration' },
    ]);
  });
});
