import { TruckIcon } from '../../icons/index.ts';
import { EvChargeIcon, LuxuryCarIcon, MineralIcon, SteeringWheelIcon } from '../../icons/marketingIcons.tsx';
import type { CaseStudy } from './CaseStudyCard.tsx';

/** A flat illustration as an inline SVG, so stories need no network and screenshots never change. */
function scene(sky: string, ground: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="${sky}"/><rect y="240" width="640" height="120" fill="${ground}"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const truck = (x: number, colour: string) =>
  `<rect x="${x}" y="190" width="120" height="50" rx="6" fill="${colour}"/><rect x="${x + 120}" y="205" width="40" height="35" rx="4" fill="${colour}"/><circle cx="${x + 30}" cy="245" r="14" fill="#1d2733"/><circle cx="${x + 130}" cy="245" r="14" fill="#1d2733"/>`;

const products = {
  lte: 'DR970X-2CH LTE Plus',
  plus: 'DR970X-2CH Plus',
  compact: 'DR770X-2CH',
  pro: 'DR770X Box-3CH Pro',
  modem: 'CM100GLTE',
  service: 'Cloud Fleet Tracking',
} as const;

/** Story-only: the five success stories of the home page, with fictional companies. */
export const caseStudyFixtures: readonly CaseStudy[] = [
  {
    title: 'Live monitoring of a 6-hour EV race with 37 connected cameras',
    company: 'Voltline Endurance Series',
    location: 'Yeongam, South Korea',
    description:
      'Race control watched 37 LTE dashcams live for the full 6-hour event, pulled impact clips within seconds for steward review and shared onboard footage with the broadcast team.',
    image: {
      src: scene(
        '#dbe7ff',
        '#3b4756',
        `<path d="M0 300 Q320 200 640 300" stroke="#ffffff" stroke-width="10" fill="none" stroke-dasharray="30 20"/>${truck(240, '#0050d8')}`,
      ),
      alt: 'An electric race car on a circuit with a dashcam mounted behind the windscreen',
    },
    icon: <EvChargeIcon />,
    products: [products.lte, products.service],
  },
  {
    title: 'Fatigue alerts keep a Mongolian mining fleet safe',
    company: 'Gobi Ore Logistics',
    location: 'Ömnögovi, Mongolia',
    description:
      'Haul-truck drivers on 12-hour shifts now get in-cab alerts for drowsiness and distraction, and supervisors review every event remotely instead of driving out to the pit.',
    image: {
      src: scene('#f6e7c8', '#b98a52', `<path d="M60 240 L220 110 L380 240 Z" fill="#8c6239"/>${truck(380, '#ffb400')}`),
      alt: 'A yellow haul truck at an open-pit mine in the desert',
    },
    icon: <MineralIcon />,
    products: [products.pro, products.modem, products.service],
  },
  {
    title: 'Remote visibility for a resources fleet in the Australian outback',
    company: 'Pilbara Resources Transport',
    location: 'Western Australia, Australia',
    description:
      'Road trains and light vehicles crossing remote routes upload events over LTE, so the operations team sees GPS history and incident footage without waiting for trucks to return to base.',
    image: {
      src: scene('#cfe8f7', '#c1552b', `<circle cx="520" cy="90" r="40" fill="#ffcf4d"/>${truck(80, '#ffffff')}${truck(260, '#ffffff')}`),
      alt: 'Two road trains on a red dirt road under a clear sky',
    },
    icon: <TruckIcon />,
    products: [products.lte, products.plus, products.modem, products.service],
  },
  {
    title: 'Better lessons for a US driving school',
    company: 'Lakeshore Driving Academy',
    location: 'Chicago, Illinois, USA',
    description:
      'Instructors replay each lesson with students, pointing out hard braking and missed mirror checks, and use the driving reports to show progress before the road test.',
    image: {
      src: scene('#e6efff', '#6b7785', `<rect x="0" y="290" width="640" height="8" fill="#ffffff"/>${truck(220, '#e03c31')}`),
      alt: 'A red learner car with a student driver on a city street',
    },
    icon: <SteeringWheelIcon />,
    products: [products.compact, products.service],
  },
  {
    title: 'Protecting high-value cars for a UK luxury hire firm',
    company: 'Mayfair Prestige Hire',
    location: 'London, United Kingdom',
    description:
      'Every supercar on hire is visible on the map in real time, and parking-mode footage settles damage disputes with customers in minutes rather than weeks.',
    image: {
      src: scene('#2a3342', '#1d2733', `<circle cx="110" cy="80" r="30" fill="#f3f6f9"/>${truck(240, '#c9a227')}`),
      alt: 'A gold luxury car parked on a London street at night',
    },
    icon: <LuxuryCarIcon />,
    products: [products.lte, products.modem, products.service],
  },
];
