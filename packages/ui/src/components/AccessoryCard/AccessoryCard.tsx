import type { HeadingLevel } from '../Heading/Heading.css';
import { type ProductAction, ProductCardFrame, type ProductImage } from '../ProductCardFrame/ProductCardFrame.tsx';
import type { ProductPriceValue } from '../ProductCardFrame/ProductPrice.tsx';

export interface AccessoryCardProps {
  name: string;
  description: string;
  image: ProductImage;
  /** '$299.99', { price: 299.99 } or a range { min: 30, max: 40 } shown as '$30.00 ~ $40.00'. */
  price?: ProductPriceValue;
  priceLoading?: boolean;
  buttons?: readonly ProductAction[];
  headingLevel?: HeadingLevel;
}

/** A popular accessory on the dashcams page. */
export function AccessoryCard({ buttons, ...frame }: AccessoryCardProps) {
  return <ProductCardFrame {...frame} actions={buttons} />;
}
