import { Children, type ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Message } from '../Message/Message.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ProductPrice.css';

/**
 * A ready display string ('$499.99'), a price that may be a starting price ('$322.99~' when approximate),
 * or a range ('$30.00 ~ $40.00').
 */
export type ProductPriceValue = string | { price: number; approximate?: boolean } | { min: number; max: number };

export interface ProductPriceProps {
  value?: ProductPriceValue;
  /** Keeps the price's space with a placeholder while a live price loads. */
  loading?: boolean;
}

// A language that writes a starting price out in words ('ab 322,99 $') leaves these tags empty: nothing is drawn for them.
const startingPriceTags = {
  hidden: (text: ReactNode) => (Children.count(text) > 0 ? <VisuallyHidden>{text}</VisuallyHidden> : null),
  approx: (text: ReactNode) => (Children.count(text) > 0 ? <span aria-hidden="true">{text}</span> : null),
};

function PriceText({ value }: { value: ProductPriceValue }) {
  const { t, money } = useMessages();
  if (typeof value === 'string') return <>{value}</>;
  if ('min' in value) return <>{t('productCardFrame.range', { min: money(value.min), max: money(value.max) })}</>;
  if (!value.approximate) return <>{money(value.price)}</>;
  return <Message id="productCardFrame.startingPrice" values={{ price: money(value.price) }} tags={startingPriceTags} />;
}

/** A product's price line. */
export function ProductPrice({ value, loading = false }: ProductPriceProps) {
  const { t } = useMessages();
  if (loading) {
    return (
      <p className={styles.price} aria-busy="true">
        <span className={styles.placeholder} aria-hidden="true" />
        <VisuallyHidden>{t('productCardFrame.loadingPrice')}</VisuallyHidden>
      </p>
    );
  }
  if (value === undefined) return null;
  return (
    <p className={styles.price}>
      <PriceText value={value} />
    </p>
  );
}
