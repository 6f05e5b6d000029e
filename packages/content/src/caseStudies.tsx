import type { Messages } from '@fleet/i18n/createMessages.ts';
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
export function caseStudies({ t }: Messages): readonly CaseStudy[] {
  return [
    {
      title: t('caseStudies.evRaceTitle'),
      company: 'Voltrace Endurance Series',
      location: t('caseStudies.evRaceLocation'),
      description: t('caseStudies.evRaceDescription'),
      image: { src: '/images/case-studies/ev-race.svg', alt: t('caseStudies.evRaceImageAlt') },
      icon: <EvChargeIcon />,
      products: [products.lteDashcam, products.cloud],
    },
    {
      title: t('caseStudies.miningTitle'),
      company: 'Khan Bogd Haulage',
      location: t('caseStudies.miningLocation'),
      description: t('caseStudies.miningDescription'),
      image: { src: '/images/case-studies/mining-mongolia.svg', alt: t('caseStudies.miningImageAlt') },
      icon: <MineralIcon />,
      products: [products.boxDashcam, products.modem, products.cloud],
    },
    {
      title: t('caseStudies.resourcesTitle'),
      company: 'Outback Ore Logistics',
      location: t('caseStudies.resourcesLocation'),
      description: t('caseStudies.resourcesDescription'),
      image: { src: '/images/case-studies/resources-australia.svg', alt: t('caseStudies.resourcesImageAlt') },
      icon: <TruckIcon />,
      products: [products.lteDashcam, products.boxDashcam, products.cloud],
    },
    {
      title: t('caseStudies.drivingSchoolTitle'),
      company: 'Lakeshore Driving Academy',
      location: t('caseStudies.drivingSchoolLocation'),
      description: t('caseStudies.drivingSchoolDescription'),
      image: { src: '/images/case-studies/driving-school-usa.svg', alt: t('caseStudies.drivingSchoolImageAlt') },
      icon: <SteeringWheelIcon />,
      products: [products.plusDashcam, products.modem, products.cloud],
    },
    {
      title: t('caseStudies.luxuryHireTitle'),
      company: 'Belgravia Prestige Hire',
      location: t('caseStudies.luxuryHireLocation'),
      description: t('caseStudies.luxuryHireDescription'),
      image: { src: '/images/case-studies/luxury-hire-uk.svg', alt: t('caseStudies.luxuryHireImageAlt') },
      icon: <LuxuryCarIcon />,
      products: [products.lteDashcam, products.compactDashcam, products.cloud],
    },
  ];
}
