import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import type { Customer } from '@fleet/ui/components/CustomerCard/CustomerCard.tsx';
import { CustomerMarquee } from '@fleet/ui/components/CustomerMarquee/CustomerMarquee.tsx';
import { IslandLanguage } from './IslandLanguage.tsx';

export interface CustomerMarqueeIslandProps {
  /** The heading and the customers (names masked), in the page's language (read on the server). */
  title: string;
  customers: readonly Customer[];
  messages: IslandMessages;
}

/** The customers' carousel: its pause control is the part that needs script. */
export function CustomerMarqueeIsland({ title, customers, messages }: CustomerMarqueeIslandProps) {
  return (
    <IslandLanguage messages={messages}>
      <CustomerMarquee title={title} customers={customers} />
    </IslandLanguage>
  );
}
