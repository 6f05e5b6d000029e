import type { Pricing } from '@fleet/api-client';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { BulkOrderBlockProps } from '@fleet/ui/components/BulkOrderBlock/BulkOrderBlock.tsx';
import type { DashcamVideo } from '@fleet/ui/components/DashcamCard/DashcamCard.tsx';
import type { ProductPriceValue } from '@fleet/ui/components/ProductCardFrame/ProductPrice.tsx';
import { lteModule, popularAccessories } from './accessories.ts';
import { brand } from './brand/brand.ts';
import type { CatalogueProduct, StaticPrice } from './catalogueProduct.ts';
import { type DashcamModel, dashcamModels } from './dashcamModels.ts';
import type { PageHeaderCopy, SectionCopy } from './pageCopy.ts';

export { type LteModule, lteModule, popularAccessories } from './accessories.ts';
export { builtInLteModels, type DashcamModel, dashcamModels, externalConnectivityModels } from './dashcamModels.ts';

/** A model's overview video, then its driver-monitoring demonstration, as the card plays them. */
export function dashcamVideos({ t }: Messages, model: DashcamModel): DashcamVideo[] {
  return [
    ...(model.videoId ? [{ videoId: model.videoId, title: t('dashcams.overviewVideo', { name: model.name }) }] : []),
    ...(model.dmsVideoId ? [{ videoId: model.dmsVideoId, title: t('dashcams.dmsVideo', { name: model.name }) }] : []),
  ];
}

export function dashcamsHeader({ t }: Messages): PageHeaderCopy {
  return {
    title: t('dashcams.title'),
    description: t('dashcams.description', { maker: brand.maker.name, productName: brand.productName }),
    action: { label: t('dashcams.contactSales'), href: '/contact' },
  };
}

type DashcamSection = 'builtInLte' | 'externalConnectivity' | 'lteModule' | 'accessories';

export function dashcamSections({ t }: Messages): Record<DashcamSection, SectionCopy> {
  return {
    builtInLte: { title: t('dashcams.builtInLteTitle'), description: t('dashcams.builtInLteDescription') },
    externalConnectivity: { title: t('dashcams.externalConnectivityTitle'), description: t('dashcams.externalConnectivityDescription') },
    lteModule: { title: t('dashcams.lteModuleTitle'), description: t('dashcams.lteModuleDescription') },
    accessories: { title: t('dashcams.accessoriesTitle'), description: t('dashcams.accessoriesDescription') },
  };
}

export function bulkOrder({ t }: Messages): Omit<BulkOrderBlockProps, 'headingLevel'> {
  return {
    title: t('dashcams.bulkOrderTitle'),
    highlight: t('dashcams.bulkOrderHighlight'),
    description: t('dashcams.bulkOrderDescription'),
    actionLabel: t('dashcams.bulkOrderAction'),
    actionHref: '/contact',
  };
}

/** Live dashcam prices are the smallest memory size's, shown as a starting price. */
const startingMemory = '64GB';

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function livePrice(product: Pick<CatalogueProduct, 'priceSource'>, pricing: Pricing): ProductPriceValue | undefined {
  const source = product.priceSource;
  const accessories = pricing.accessories;
  switch (source.kind) {
    case 'dashcam': {
      const price = pricing.dashcams?.[source.modelId]?.prices?.[startingMemory];
      return isPrice(price) ? { price, approximate: true } : undefined;
    }
    case 'modem': {
      const price = accessories?.modem?.price;
      return isPrice(price) ? { price } : undefined;
    }
    case 'battery': {
      const price = accessories?.battery?.price;
      return isPrice(price) ? { price } : undefined;
    }
    case 'tamperProofCase': {
      const range = accessories?.tamperProofCase?.priceRange;
      return isPrice(range?.min) && isPrice(range?.max) ? { min: range.min, max: range.max } : undefined;
    }
    case 'sdCard': {
      const prices = accessories?.sdCard?.prices;
      const min = prices?.['64GB'];
      const max = prices?.['512GB'];
      return isPrice(min) && isPrice(max) ? { min, max } : undefined;
    }
  }
}

/**
 * The price a catalogue card shows: the live one when the pricing call has a value for the product (a dashcam
 * as '$' + its 64GB price + '~'), else the static fallback. Pass `undefined` while loading or after a failure.
 */
export function livePriceFor(product: Pick<CatalogueProduct, 'price' | 'priceSource'>, pricing: Pricing | undefined): ProductPriceValue {
  return (pricing ? livePrice(product, pricing) : undefined) ?? product.price;
}

/** The facts a schema.org Product needs; the page turns each entry into JSON-LD with an Offer or AggregateOffer. */
export interface ProductStructuredData {
  name: string;
  description: string;
  /** A path on the site host ('/images/products/dr770x-2ch.svg') or an image host's address (PRODUCT_IMAGE_BASE_URL). */
  image: string;
  brand: string;
  priceCurrency: 'USD';
  /** One exact price (an Offer). */
  price?: number;
  /** A starting price or a range (an AggregateOffer). */
  lowPrice?: number;
  highPrice?: number;
}

function offerOf(price: StaticPrice): Pick<ProductStructuredData, 'price' | 'lowPrice' | 'highPrice'> {
  if ('min' in price) return { lowPrice: price.min, highPrice: price.max };
  return price.approximate ? { lowPrice: price.price } : { price: price.price };
}

/**
 * Every product of the dashcams page at its static price, so the structured data never waits for the pricing call;
 * named and described in the page's language.
 */
export function dashcamProductsForStructuredData(messages: Messages): readonly ProductStructuredData[] {
  return [...dashcamModels(messages), lteModule(messages), ...popularAccessories(messages)].map((product) => ({
    name: product.name,
    description: product.description,
    image: product.image.src,
    brand: brand.maker.name,
    priceCurrency: 'USD',
    ...offerOf(product.price),
  }));
}
