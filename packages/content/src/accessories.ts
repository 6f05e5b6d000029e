import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { ModemBandGroup } from '@fleet/ui/components/ModemCard/ModemCard.tsx';
import { type CatalogueProduct, makerPageButton, productImage } from './catalogueProduct.ts';

/** The LTE connectivity module: speeds and bands instead of a dashcam's feature list. */
export interface LteModule extends CatalogueProduct {
  priceSource: { kind: 'modem' };
  downloadMbps: number;
  uploadMbps: number;
  bandGroups: readonly ModemBandGroup[];
}

/** The LTE connectivity module in the language of `messages`; its name and band names are the same in every one. */
export function lteModule(messages: Messages): LteModule {
  const { t } = messages;
  return {
    name: 'CM100GLTE',
    description: t('accessories.lteDescription'),
    image: productImage('cm100glte.svg', t('accessories.lteImageAlt')),
    price: { price: 199.99 },
    priceSource: { kind: 'modem' },
    badges: [{ label: t('accessories.lteBadge'), tone: 'brand' }],
    downloadMbps: 150,
    uploadMbps: 50,
    bandGroups: [
      { region: t('accessories.northAmerica'), bands: ['B2', 'B4', 'B12'] },
      { region: t('accessories.global'), bands: ['B1', 'B3', 'B5', 'B7', 'B8', 'B20'] },
    ],
    buttons: [makerPageButton(messages, 'cm100glte')],
  };
}

/** The three cards of 'Popular Accessories', in the order the page shows them, in the language of `messages`. */
export function popularAccessories(messages: Messages): readonly CatalogueProduct[] {
  const { t } = messages;
  return [
    {
      name: t('accessories.batteryName'),
      description: t('accessories.batteryDescription'),
      image: productImage('battery-b130a.svg', t('accessories.batteryImageAlt')),
      price: { price: 299.99 },
      priceSource: { kind: 'battery' },
      buttons: [makerPageButton(messages, 'b-130a')],
    },
    {
      name: t('accessories.caseName'),
      description: t('accessories.caseDescription'),
      image: productImage('tamper-proof-case.svg', t('accessories.caseImageAlt')),
      price: { min: 30.0, max: 40.0 },
      priceSource: { kind: 'tamperProofCase' },
      buttons: [makerPageButton(messages, 'tamper-proof-case')],
    },
    {
      name: t('accessories.sdCardName'),
      description: t('accessories.sdCardDescription'),
      image: productImage('sd-card.svg', t('accessories.sdCardImageAlt')),
      price: { min: 20.99, max: 109.98 },
      priceSource: { kind: 'sdCard' },
      buttons: [makerPageButton(messages, 'sd-card')],
    },
  ];
}
