import { useMessages } from '../../providers/MessagesProvider.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import * as styles from './PricingError.css';

export interface PricingErrorProps {
  /**
   * What the person reads instead of the pricing page ('Failed to load pricing information' in the page's
   * language unless given); the call's own error ('Failed to fetch pricing') is never shown.
   */
  message?: string;
}

/** The pricing page when the pricing call fails: that message and nothing else. */
export function PricingError({ message }: PricingErrorProps) {
  const { t } = useMessages();
  return (
    <div className={styles.page}>
      <div className={styles.message}>
        <InlineMessage tone="error">{message ?? t('pricingError.message')}</InlineMessage>
      </div>
    </div>
  );
}
