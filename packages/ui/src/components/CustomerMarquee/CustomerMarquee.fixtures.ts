import type { Customer } from '../CustomerCard/CustomerCard.tsx';

/** Story-only: 24 fictional fleet customers across the industries the service is sold to. */
export const customerFixtures: readonly Customer[] = [
  { name: 'Bergstrom Bau', country: 'Germany', industry: 'Construction' },
  { name: 'Taiga Timber', country: 'Finland', industry: 'Forest' },
  { name: 'Sentinel Guard Services', country: 'United Kingdom', industry: 'Security' },
  { name: 'Koru Coach Tours', country: 'New Zealand', industry: 'Tourism' },
  { name: 'Meridian Freight', country: 'United States', industry: 'Transportation' },
  { name: 'Brandweer Regio Oost', country: 'Netherlands', industry: 'Firefighting' },
  { name: 'Solcar Rentals', country: 'Spain', industry: 'Rental Car Business' },
  { name: 'Gobi Ore Logistics', country: 'Mongolia', industry: 'Mining' },
  { name: 'Pilbara Plant Hire', country: 'Australia', industry: 'Supply of Construction Equipment' },
  { name: 'Nettoyage Alpin', country: 'France', industry: 'Cleaning' },
  { name: 'Nordspor Infra', country: 'Norway', industry: 'Road & Rail' },
  { name: 'Hanul Precision', country: 'South Korea', industry: 'Manufacturing' },
  { name: 'Cascadia Earthworks', country: 'Canada', industry: 'Construction' },
  { name: 'Maple Ridge Forestry', country: 'Canada', industry: 'Forest' },
  { name: 'Aegis Patrol', country: 'South Africa', industry: 'Security' },
  { name: 'Sakura Sightseeing', country: 'Japan', industry: 'Tourism' },
  { name: 'Transandina Cargo', country: 'Chile', industry: 'Transportation' },
  { name: 'Vigili del Fuoco Valle', country: 'Italy', industry: 'Firefighting' },
  { name: 'Gulf Drive Rent a Car', country: 'United Arab Emirates', industry: 'Rental Car Business' },
  { name: 'Atacama Minerals', country: 'Chile', industry: 'Mining' },
  { name: 'Vistula Machinery', country: 'Poland', industry: 'Supply of Construction Equipment' },
  { name: 'Clearwave Facility Care', country: 'Ireland', industry: 'Cleaning' },
  { name: 'Danubia Track & Road', country: 'Austria', industry: 'Road & Rail' },
  { name: 'Monterrey Metalworks', country: 'Mexico', industry: 'Manufacturing' },
];
