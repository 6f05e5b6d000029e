import type { Customer } from '@fleet/ui/components/CustomerCard/CustomerCard.tsx';

/**
 * The 24 fleets of the home carousel. Names are stored in full: CustomerCard masks them (first letter plus
 * asterisks), so only the masked form reaches the page.
 */
export const customers: readonly Customer[] = [
  { name: 'Hartwell Civil Works', country: 'United Kingdom', industry: 'Construction' },
  { name: 'Lumbervale Forestry', country: 'Canada', industry: 'Forest' },
  { name: 'Ironclad Patrol Services', country: 'South Africa', industry: 'Security' },
  { name: 'Azure Coast Tours', country: 'Greece', industry: 'Tourism' },
  { name: 'Pacific Crest Freight', country: 'United States', industry: 'Transportation' },
  { name: 'Ridgeline Fire Brigade', country: 'Australia', industry: 'Firefighting' },
  { name: 'Citadel Car Rentals', country: 'United Arab Emirates', industry: 'Rental Car Business' },
  { name: 'Steppe Copper Haulage', country: 'Mongolia', industry: 'Mining' },
  { name: 'Kestrel Plant Supply', country: 'Ireland', industry: 'Supply of Construction Equipment' },
  { name: 'Brightway Cleaning Co.', country: 'Netherlands', industry: 'Cleaning' },
  { name: 'Railstone Infrastructure', country: 'Germany', industry: 'Road & Rail' },
  { name: 'Seongjin Components', country: 'South Korea', industry: 'Manufacturing' },
  { name: 'Andes Obras Civiles', country: 'Peru', industry: 'Construction' },
  { name: 'Nordlys Skogsdrift', country: 'Sweden', industry: 'Forest' },
  { name: 'Vanguard Secure Transit', country: 'Mexico', industry: 'Security' },
  { name: 'Fjordline Excursions', country: 'Norway', industry: 'Tourism' },
  { name: 'Trans-Iberia Logistics', country: 'Spain', industry: 'Transportation' },
  { name: 'Alpine Rescue & Fire', country: 'Switzerland', industry: 'Firefighting' },
  { name: 'Kiwi Roads Rentals', country: 'New Zealand', industry: 'Rental Car Business' },
  { name: 'Goldfields Ore Transport', country: 'Australia', industry: 'Mining' },
  { name: 'Tatra Machinery Partners', country: 'Poland', industry: 'Supply of Construction Equipment' },
  { name: 'Sakura Facility Services', country: 'Japan', industry: 'Cleaning' },
  { name: 'Danube Track & Highway', country: 'Austria', industry: 'Road & Rail' },
  { name: 'Lakeside Precision Parts', country: 'United States', industry: 'Manufacturing' },
];
