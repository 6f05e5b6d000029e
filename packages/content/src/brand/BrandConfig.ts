import type { SocialNetwork } from '@fleet/ui/icons/socialNetworks.ts';

export interface Office {
  name: string;
  lines: readonly string[];
}

/** Everything the product names about itself and its partner maker: one file, overridable at build time. */
export interface BrandConfig {
  productName: string;
  /** The default page title. */
  tagline: string;
  /** The default page description. */
  description: string;
  /** Origin the site is published at, without a trailing slash: prefixed to relative URLs in head tags. */
  host: string;
  /** Default social share image, relative to the host. */
  shareImage: string;
  /**
   * Where the product pictures are, ending in '/': the site's own /images/products/, or an image host's address
   * (PRODUCT_IMAGE_BASE_URL, whose origin the server then allows in the pages' img-src).
   */
  productImageBaseUrl: string;
  salesEmail: string;
  legalEmail: string;
  privacyEmail: string;
  appSignInUrl: string;
  appSignUpUrl: string;
  legalEntity: string;
  legalAddress: readonly string[];
  offices: readonly Office[];
  socialLinks: Partial<Record<SocialNetwork, string>>;
  maker: {
    name: string;
    website: string;
    socialLinks: Partial<Record<SocialNetwork, string>>;
  };
}
