import { brand } from '@fleet/content/brand/brand.ts';
import { innerPageTitle } from './pageHead.ts';

/** An inner page's title: its name, then the product. */
export function pageTitle(name: string): string {
  return innerPageTitle(name, brand.productName);
}
