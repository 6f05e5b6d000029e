import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { ProductAction, ProductImage } from '@fleet/ui/components/ProductCardFrame/ProductCardFrame.tsx';
import type { ProductTagItem } from '@fleet/ui/components/ProductCardFrame/ProductTag.tsx';
import { brand } from './brand/brand.ts';

/** Every product illustration is drawn on this canvas (4:3, the cards' media box). */
const productImageSize = { width: 480, height: 360 } as const;

/** A product picture with the intrinsic size the <img> must declare, so the page never shifts as it loads. */
export interface SizedProductImage extends ProductImage {
  width: number;
  height: number;
}

/** A product picture at the brand's picture host (the site's own /images/products/ unless PRODUCT_IMAGE_BASE_URL says). */
export function productImage(file: string, alt: string): SizedProductImage {
  return { src: `${brand.productImageBaseUrl}${file}`, alt, ...productImageSize };
}

/** A price the catalogue can show without the pricing call: one amount (a starting price when approximate) or a range. */
export type StaticPrice = { price: number; approximate?: boolean } | { min: number; max: number };

/** Where a product's live price sits in the pricing response. */
export type PriceSource = { kind: 'dashcam'; modelId: string } | { kind: 'modem' } | { kind: 'battery' } | { kind: 'tamperProofCase' } | { kind: 'sdCard' };

/** What every card of the dashcams page has in common. */
export interface CatalogueProduct {
  name: string;
  description: string;
  image: SizedProductImage;
  /** Shown when the pricing call gives no value for this product. */
  price: StaticPrice;
  priceSource: PriceSource;
  badges?: readonly ProductTagItem[];
  buttons: readonly ProductAction[];
}

/** A 'Learn More' button to the maker's own page of a product, in a new tab. */
export function makerPageButton({ t }: Messages, path: string): ProductAction {
  return { text: t('catalogueProduct.learnMore'), link: `${brand.maker.website}/products/${path}`, external: true };
}
