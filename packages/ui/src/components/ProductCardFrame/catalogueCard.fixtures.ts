import type { CatalogueProduct } from '@fleet/content/catalogueProduct.ts';
import type { ProductAction, ProductImage } from './ProductCardFrame.tsx';
import type { ProductPriceValue } from './ProductPrice.tsx';

/** What every catalogue card takes from its product. */
export interface CatalogueCardArgs {
  name: string;
  description: string;
  image: ProductImage;
  price: ProductPriceValue;
  buttons: readonly ProductAction[];
}

/**
 * Story-only: a product of the site's catalogue as the dashcams page puts it on its card, at its static price,
 * with a drawing (productStories.tsx) for its picture, a file the site serves and Storybook does not.
 */
export function catalogueCard(product: CatalogueProduct, drawing: string): CatalogueCardArgs {
  return {
    name: product.name,
    description: product.description,
    image: { ...product.image, src: drawing },
    price: product.price,
    buttons: product.buttons,
  };
}
