import { formatMoney } from '@fleet/rules';
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

function PriceText({ value }: { value: ProductPriceValue }) {
  if (typeof value === 'string') return <>{value}</>;
  if ('min' in value) return <>{`${formatMoney(value.min)} ~ ${formatMoney(value.max)}`}</>;
  if (!value.approximate) return <>{formatMoney(value.price)}</>;
  return (
    <>
      <VisuallyHidden>From </VisuallyHidden>
      {formatMoney(value.price)}
      <span aria-hidden="true">~</span>
    </>
  );
}

/** A product's price line. */
export function ProductPrice({ value, loading = false }: ProductPriceProps) {
  if (loading) {
    return (
      <p className={styles.price} aria-busy="true">
        <span className={styles.placeholder} aria-hidden="true" />
        <VisuallyHidden>Loading price</VisuallyHidden>
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
