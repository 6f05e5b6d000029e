import { brand } from '@fleet/content/brand/brand.ts';
import type { ProductStructuredData } from '@fleet/content/dashcams.ts';
import { absoluteUrl } from './pageHead.ts';

/** A schema.org Product with an Offer (one price) or an AggregateOffer (a starting price or a range). */
export function productStructuredData(product: ProductStructuredData): object {
  const offers =
    product.price !== undefined
      ? { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: product.priceCurrency, availability: 'https://schema.org/InStock' }
      : {
          '@type': 'AggregateOffer',
          lowPrice: product.lowPrice?.toFixed(2),
          ...(product.highPrice !== undefined ? { highPrice: product.highPrice.toFixed(2) } : {}),
          priceCurrency: product.priceCurrency,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: absoluteUrl(brand.host, product.image),
    brand: { '@type': 'Brand', name: product.brand },
    offers,
  };
}
