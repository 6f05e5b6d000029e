import type { MaskedName } from '@fleet/rules';
import type { ElementType } from 'react';
import { MapPinIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CustomerCard.css';

export interface Customer {
  /**
   * The name as it may be shown: first letter plus asterisks (`maskName`, `maskedName`). Masked before it gets here,
   * as whatever a card is given also travels in the island's props and script.
   */
  name: MaskedName;
  country: string;
  industry: string;
}

export interface CustomerCardProps extends Customer {
  as?: ElementType;
}

export function CustomerCard({ as: Component = 'div', name: masked, country, industry }: CustomerCardProps) {
  const { t } = useMessages();
  return (
    <Component className={styles.card}>
      <span className={styles.avatar} aria-hidden="true">
        {masked.charAt(0)}
      </span>
      <span className={styles.body}>
        {/* A row of asterisks is noise when read aloud; say what it means instead. */}
        <span className={styles.name} aria-hidden="true">
          {masked}
        </span>
        <VisuallyHidden>{t('customerCard.nameWithheld', { initial: masked.charAt(0) })}</VisuallyHidden>
        <span className={styles.country}>
          <MapPinIcon size={14} />
          {country}
        </span>
        <span className={styles.industry}>{industry}</span>
      </span>
    </Component>
  );
}
