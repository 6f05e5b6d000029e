import { CustomerMarquee } from '@fleet/ui/components/CustomerMarquee/CustomerMarquee.tsx';
import { customers } from '@fleet/content/customers.ts';
import { customersTitle } from '@fleet/content/home.tsx';

/** The customers' carousel: its pause control is the part that needs script. */
export function CustomerMarqueeIsland() {
  return <CustomerMarquee title={customersTitle} customers={customers} />;
}
