import type { CaseStudy } from '@fleet/ui/components/CaseStudyCard/CaseStudyCard.tsx';
import { EvChargeIcon, LuxuryCarIcon, MineralIcon, SteeringWheelIcon, TruckIcon } from '@fleet/ui/icons';
import { brand } from './brand/brand.ts';

const products = {
  lteDashcam: 'DR970X-2CH LTE Plus',
  compactDashcam: 'DR770X-2CH',
  plusDashcam: 'DR970X-2CH Plus',
  boxDashcam: 'DR770X Box-3CH Pro',
  modem: 'CM100GLTE Modem',
  cloud: `${brand.productName} Cloud`,
} as const;

/**
 * The five success stories of the home page; the companies are illustrative, and none is a customer of the carousel,
 * whose names are masked: a story beside a card of the same country and industry would name it in full.
 */
export const caseStudies: readonly CaseStudy[] = [
  {
    title: 'Live Monitoring of a 6-Hour EV Race with 37 Connected Cameras',
    company: 'Voltrace Endurance Series',
    location: 'Valencia, Spain',
    description:
      'Race control followed 37 connected cameras live for the whole 6-hour event, pulled incident clips within seconds for the stewards and tracked every car on the circuit map without a single pit-lane cable.',
    image: { src: '/images/case-studies/ev-race.svg', alt: 'An electric race car with an onboard dashcam rounding a kerbed corner of a circuit' },
    icon: <EvChargeIcon />,
    products: [products.lteDashcam, products.cloud],
  },
  {
    title: 'Safer Shifts for a Mining Fleet in Mongolia',
    company: 'Khan Bogd Haulage',
    location: 'Ömnögovi Province, Mongolia',
    description:
      'Haul-truck drivers on long desert shifts get in-cab warnings for drowsiness and distraction, while supervisors review every event from the office instead of driving out to the pit.',
    image: { src: '/images/case-studies/mining-mongolia.svg', alt: 'A yellow haul truck on the terraces of an open-pit mine, with a ger in the distance' },
    icon: <MineralIcon />,
    products: [products.boxDashcam, products.modem, products.cloud],
  },
  {
    title: 'Remote Visibility for a Resources Fleet in Australia',
    company: 'Outback Ore Logistics',
    location: 'Kalgoorlie, Western Australia',
    description:
      'Road trains and light vehicles crossing remote routes upload events over LTE, so the operations team sees GPS history and incident footage without waiting for trucks to return to base.',
    image: { src: '/images/case-studies/resources-australia.svg', alt: 'A road train on a red dirt road through the outback under a bright sun' },
    icon: <TruckIcon />,
    products: [products.lteDashcam, products.boxDashcam, products.cloud],
  },
  {
    title: 'Better Lessons for a Driving School in the USA',
    company: 'Lakeshore Driving Academy',
    location: 'Madison, Wisconsin, USA',
    description:
      'Instructors replay each lesson with their students, point out harsh braking and rolling stops on the recorded footage, and use driving reports to show progress before the road test.',
    image: { src: '/images/case-studies/driving-school-usa.svg', alt: 'A learner car with a student driver sign approaching a stop sign on a suburban street' },
    icon: <SteeringWheelIcon />,
    products: [products.plusDashcam, products.modem, products.cloud],
  },
  {
    title: 'Protecting a Luxury Vehicle Hire Fleet in the UK',
    company: 'Belgravia Prestige Hire',
    location: 'London, United Kingdom',
    description:
      'Every car on hire is visible on the live map, and parking-mode footage settles damage disputes with customers in minutes rather than weeks of back-and-forth.',
    image: { src: '/images/case-studies/luxury-hire-uk.svg', alt: 'A gold luxury coupe parked outside a London townhouse at night beside a red telephone box' },
    icon: <LuxuryCarIcon />,
    products: [products.lteDashcam, products.compactDashcam, products.cloud],
  },
];
