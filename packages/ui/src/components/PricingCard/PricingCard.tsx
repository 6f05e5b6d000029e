import { cva } from 'class-variance-authority';
import { useId } from 'react';
import { CheckCircleIcon } from '../../icons/icons.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { ProductBulletList } from '../ProductCardFrame/ProductDetails.tsx';
import { ProductTag } from '../ProductCardFrame/ProductTag.tsx';
import type { LabelledLink } from '../SiteLink/SiteLink.tsx';
import * as styles from './PricingCard.css';

const cardClass = cva(styles.card, { variants: { highlighted: { true: styles.highlighted } }, defaultVariants: { highlighted: false } });

export type PricingCardAction = LabelledLink;

export interface PricingCardProps {
  name: string;
  description?: string;
  /** A monthly amount (formatted as money) or a word such as 'Custom'. */
  price: number | string;
  /** What the price covers, e.g. 'per month for the first vehicle'. */
  priceUnit?: string;
  /** Shown as '$12.00 per additional vehicle'. */
  additionalVehiclePrice?: number;
  /** What follows the additional vehicle's price; 'per additional vehicle' in the page's language unless given. */
  additionalVehicleLabel?: string;
  /** A short offer such as '50% OFF'. */
  badge?: string;
  /** A reassurance under the price such as 'First month free'. */
  note?: string;
  features: readonly string[];
  action: PricingCardAction;
  /** Draws the eye to the recommended plan. */
  highlighted?: boolean;
  headingLevel?: HeadingLevel;
}

/** A service plan with its price, offer and what it includes. */
export function PricingCard({
  name,
  description,
  price,
  priceUnit,
  additionalVehiclePrice,
  additionalVehicleLabel,
  badge,
  note,
  features,
  action,
  highlighted,
  headingLevel = '3',
}: PricingCardProps) {
  const titleId = useId();
  const { t, money } = useMessages();
  return (
    <article className={cardClass({ highlighted })} aria-labelledby={titleId}>
      <div className={styles.header}>
        {badge ? (
          <div>
            <ProductTag label={badge} tone="accent" />
          </div>
        ) : null}
        <Heading level={headingLevel} size="3" id={titleId}>
          {name}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <div className={styles.priceBlock}>
        <p className={styles.priceLine}>
          <span className={styles.amount}>{typeof price === 'number' ? money(price) : price}</span>
          {priceUnit ? <span className={styles.unit}>{priceUnit}</span> : null}
        </p>
        {additionalVehiclePrice !== undefined ? (
          <p className={styles.secondary}>{`${money(additionalVehiclePrice)} ${additionalVehicleLabel ?? t('pricingCard.perAdditionalVehicle')}`}</p>
        ) : null}
        {note ? (
          <p className={styles.note}>
            <CheckCircleIcon size={16} />
            {note}
          </p>
        ) : null}
      </div>
      <div className={styles.features}>
        <ProductBulletList items={features.map((text) => ({ text }))} />
      </div>
      <ButtonLink href={action.href} external={action.external} tone={highlighted ? 'primary' : 'secondary'} fullWidth>
        {action.label}
      </ButtonLink>
    </article>
  );
}
