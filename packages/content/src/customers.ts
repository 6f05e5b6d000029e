import { maskedName } from '@fleet/rules';
import type { Customer } from '@fleet/ui/components/CustomerCard/CustomerCard.tsx';

/**
 * The 24 fleets of the home carousel, held only as the page shows them: each name's first letter and length
 * (maskedName). The full names are in neither the site's source nor its build, so no page, island prop or script can
 * give one away; api/test/api/customerNames.test.ts checks what the server answers.
 */
export const customers: readonly Customer[] = [
  { name: maskedName('H', 20), country: 'United Kingdom', industry: 'Construction' },
  { name: maskedName('L', 19), country: 'Canada', industry: 'Forest' },
  { name: maskedName('I', 24), country: 'South Africa', industry: 'Security' },
  { name: maskedName('A', 17), country: 'Greece', industry: 'Tourism' },
  { name: maskedName('P', 21), country: 'United States', industry: 'Transportation' },
  { name: maskedName('R', 22), country: 'Australia', industry: 'Firefighting' },
  { name: maskedName('C', 19), country: 'United Arab Emirates', industry: 'Rental Car Business' },
  { name: maskedName('S', 21), country: 'Mongolia', industry: 'Mining' },
  { name: maskedName('K', 20), country: 'Ireland', industry: 'Supply of Construction Equipment' },
  { name: maskedName('B', 22), country: 'Netherlands', industry: 'Cleaning' },
  { name: maskedName('R', 24), country: 'Germany', industry: 'Road & Rail' },
  { name: maskedName('S', 19), country: 'South Korea', industry: 'Manufacturing' },
  { name: maskedName('A', 19), country: 'Peru', industry: 'Construction' },
  { name: maskedName('N', 18), country: 'Sweden', industry: 'Forest' },
  { name: maskedName('V', 23), country: 'Mexico', industry: 'Security' },
  { name: maskedName('F', 20), country: 'Norway', industry: 'Tourism' },
  { name: maskedName('T', 22), country: 'Spain', industry: 'Transportation' },
  { name: maskedName('A', 20), country: 'Switzerland', industry: 'Firefighting' },
  { name: maskedName('K', 18), country: 'New Zealand', industry: 'Rental Car Business' },
  { name: maskedName('G', 24), country: 'Australia', industry: 'Mining' },
  { name: maskedName('T', 24), country: 'Poland', industry: 'Supply of Construction Equipment' },
  { name: maskedName('S', 24), country: 'Japan', industry: 'Cleaning' },
  { name: maskedName('D', 22), country: 'Austria', industry: 'Road & Rail' },
  { name: maskedName('L', 24), country: 'United States', industry: 'Manufacturing' },
];
