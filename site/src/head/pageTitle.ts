import { brand } from '../brand/brand';
import { innerPageTitle } from './pageHead';

/** An inner page's title: its name, then the product. */
export function pageTitle(name: string): string {
  return innerPageTitle(name, brand.productName);
}
