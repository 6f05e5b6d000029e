import type { BrandConfig } from '@fleet/content/brand/BrandConfig.ts';
import { absoluteUrl } from './pageHead.ts';

/** The schema.org Organization the home page describes. */
export function organizationStructuredData(brand: BrandConfig): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.productName,
    legalName: brand.legalEntity,
    url: brand.host,
    logo: absoluteUrl(brand.host, '/favicon.svg'),
    email: brand.salesEmail,
    sameAs: Object.values(brand.socialLinks),
    address: brand.offices.map((office) => ({ '@type': 'PostalAddress', name: office.name, streetAddress: office.lines.join(', ') })),
  };
}
