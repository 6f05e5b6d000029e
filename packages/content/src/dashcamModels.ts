import type { Messages } from '@fleet/i18n/createMessages.ts';
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

/** The compatible dashcams in the language of `messages`; the model names and memory sizes are the same in every one. */
export function dashcamModels(messages: Messages): readonly DashcamModel[] {
  const { t } = messages;
  const needsModemBadge: ProductTagItem = { label: t('dashcamModels.needsModemBadge'), tone: 'brand' };
  return [
    {
      name: 'DR970X-2CH LTE Plus',
      description: t('dashcamModels.lteDescription'),
      image: productImage('dr970x-2ch-lte.svg', t('dashcamModels.lteImageAlt')),
      price: { price: 499.99 },
      priceSource: { kind: 'dashcam', modelId: 'dr970x-2ch-lte' },
      connectivity: 'built-in-lte',
      badges: [
        { label: t('dashcamModels.builtInLteBadge'), tone: 'positive' },
        { label: t('dashcamModels.nanoSimBadge'), tone: 'caution' },
      ],
      features: [
        { text: t('dashcamModels.lteConnectivity'), highlight: true },
        { text: t('dashcamModels.frontAndRear') },
        { text: t('dashcamModels.lteLiveView') },
        { text: t('dashcamModels.lteEventUpload') },
        { text: t('dashcamModels.lteFota') },
      ],
      storageOptions: memorySizes,
      videoId: 'Lq7mVx2KpRa',
      buttons: [makerPageButton(messages, 'dr970x-2ch-lte-plus')],
    },
    {
      name: 'DR770X-2CH',
      description: t('dashcamModels.dr770xDescription'),
      image: productImage('dr770x-2ch.svg', t('dashcamModels.dr770xImageAlt')),
      price: { price: 322.99, approximate: true },
      priceSource: { kind: 'dashcam', modelId: 'dr770x-2ch' },
      connectivity: 'external',
      badges: [needsModemBadge],
      features: [
        { text: t('dashcamModels.connectsExternally'), highlight: true },
        { text: t('dashcamModels.frontAndRear') },
        { text: t('dashcamModels.liveViewAndPlayback') },
        { text: t('dashcamModels.eventUploadAndGps') },
      ],
      storageOptions: memorySizes,
      videoId: 'Tb4nW8cQz1E',
      buttons: [makerPageButton(messages, 'dr770x-2ch')],
    },
    {
      name: 'DR970X-2CH Plus',
      description: t('dashcamModels.dr970xDescription'),
      image: productImage('dr970x-2ch.svg', t('dashcamModels.dr970xImageAlt')),
      price: { price: 399.99, approximate: true },
      priceSource: { kind: 'dashcam', modelId: 'dr970x-2ch' },
      connectivity: 'external',
      badges: [needsModemBadge],
      features: [
        { text: t('dashcamModels.connectsExternally'), highlight: true },
        { text: t('dashcamModels.dr970xSharperFront') },
        { text: t('dashcamModels.liveViewAndPlayback') },
        { text: t('dashcamModels.eventUploadAndGps') },
      ],
      storageOptions: memorySizes,
      videoId: 'Hs9dF3uYk6P',
      buttons: [makerPageButton(messages, 'dr970x-2ch-plus')],
    },
    {
      name: 'DR770X Box-3CH Pro',
      description: t('dashcamModels.boxDescription'),
      image: productImage('dr770x-box-3ch-pro.svg', t('dashcamModels.boxImageAlt')),
      price: { price: 427.99, approximate: true },
      priceSource: { kind: 'dashcam', modelId: 'dr770x-box-3ch-pro' },
      dmsPricingModelId: 'dr770x-box-3ch-dms',
      connectivity: 'external',
      badges: [needsModemBadge],
      features: [
        { text: t('dashcamModels.boxThreeCameras'), highlight: true },
        { text: t('dashcamModels.boxIrInterior') },
        { text: t('dashcamModels.boxDms'), highlight: true },
        { text: t('dashcamModels.boxTruckCamera') },
      ],
      storageOptions: memorySizes,
      configurations: [
        t('dashcamModels.boxFrontIrRear'),
        t('dashcamModels.boxFrontIrTruck'),
        t('dashcamModels.boxFrontDmsRear'),
        t('dashcamModels.boxFrontDmsTruck'),
      ],
      videoId: 'Rc2gN5vXe8J',
      dmsVideoId: 'Dm6kS1wZa4T',
      buttons: [makerPageButton(messages, 'dr770x-box-3ch-pro')],
    },
  ];
}

export function builtInLteModels(messages: Messages): readonly DashcamModel[] {
  return dashcamModels(messages).filter((model) => model.connectivity === 'built-in-lte');
}

export function externalConnectivityModels(messages: Messages): readonly DashcamModel[] {
  return dashcamModels(messages).filter((model) => model.connectivity === 'external');
}
