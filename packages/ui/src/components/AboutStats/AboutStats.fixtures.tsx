import { TruckIcon } from '../../icons/index.ts';
import { CountriesIcon, FleetCustomersIcon, YearsIcon } from '../../icons/marketingIcons.tsx';
import type { AboutStat } from './AboutStats.tsx';

/** Story-only: the About page figures. */
export const aboutStatFixtures: readonly AboutStat[] = [
  { value: 20, suffix: '+', label: 'Countries', icon: <CountriesIcon /> },
  { value: 500, suffix: '+', label: 'Fleet Customers', icon: <FleetCustomersIcon /> },
  { value: 10000, suffix: '+', label: 'Connected Vehicles', icon: <TruckIcon /> },
  { value: 5, suffix: '+', label: 'Years of Experience', icon: <YearsIcon /> },
];
