import type { CalculatorPlan } from '@fleet/ui/components/CostCalculator/CalculatorTotalsPanel.tsx';
import type { FaqItem } from '@fleet/ui/components/FaqList/FaqList.tsx';
import type { PlanFeatureGroup } from '@fleet/ui/components/PlanFeatureTable/PlanFeatureTable.tsx';
import type { PricingCardProps } from '@fleet/ui/components/PricingCard/PricingCard.tsx';
import { brand } from './brand/brand.ts';
import type { PageAction, PageHeaderCopy, SectionCopy } from './pageCopy.ts';

export const pricingHeader: PageHeaderCopy = {
  title: 'Simple, Transparent Pricing',
  description: 'One monthly plan per vehicle with every feature included, and custom terms for large fleets. Your first month is free.',
};

/**
 * The Monthly Plan's prices before the pricing call answers, or if it never does: the page shows these
 * rather than an empty card, and the live figures replace them when they arrive.
 */
const defaultPlanPrices: CalculatorPlan = { firstVehicle: 15.99, additionalVehicles: 12.0 };

const startFreeTrialAction: PageAction = { label: 'Start Free Trial', href: brand.appSignUpUrl, external: true };

const purchaseHardwareAction: PageAction = { label: 'Purchase Hardware', href: '/dashcams' };

/** The Monthly Plan card at the default prices; spread it and override price and additionalVehiclePrice with live pricing. */
export const monthlyPlan: PricingCardProps = {
  name: 'Monthly Plan',
  description: 'Everything a fleet needs, billed monthly per vehicle.',
  price: defaultPlanPrices.firstVehicle,
  priceUnit: 'per month for the first vehicle',
  additionalVehiclePrice: defaultPlanPrices.additionalVehicles,
  additionalVehicleLabel: 'per month for each additional vehicle',
  badge: '50% OFF',
  note: 'First month free',
  features: [
    'Unlimited live view',
    'Remote playback and event upload',
    'GPS tracking and driving reports',
    'Push and email notifications',
    'Driver monitoring (DMS) features',
    'Cloud firmware updates (FOTA)',
  ],
  action: startFreeTrialAction,
  highlighted: true,
};

export const enterprisePlan: PricingCardProps = {
  name: 'Enterprise Plan',
  description: 'For large fleets that need custom terms, volume pricing and dedicated support.',
  price: 'Custom',
  features: [
    'Everything in the Monthly Plan',
    'Volume pricing for 50+ units',
    'Dedicated account manager',
    'Onboarding and installation support',
    'Priority support',
  ],
  action: { label: 'Contact Sales', href: '/contact' },
};

export const planFeaturesCopy: SectionCopy = {
  title: 'All Plans Include',
  description: 'The same limits and features on every subscription, whatever the size of your fleet.',
};

/** The plans' service limits, as the 'All Plans Include' table shows them. */
export const planFeatureGroups: readonly PlanFeatureGroup[] = [
  {
    category: 'Cameras and Storage',
    rows: [
      { feature: 'Cameras', value: 'Up to 999 cameras' },
      { feature: 'Cloud storage', value: '15GB per camera' },
    ],
  },
  {
    category: 'Video and Location History',
    rows: [
      { feature: 'Event retention', value: '30 days' },
      { feature: 'GPS history', value: '90 days' },
      { feature: 'Live view', value: '600kbps' },
    ],
  },
  {
    category: 'Notifications',
    rows: [{ feature: 'Notifications', value: 'Push and email' }],
  },
  {
    category: 'Users and Roles',
    rows: [
      { feature: 'Owner', value: '1' },
      { feature: 'Admins', value: '10' },
      { feature: 'Drivers', value: '3 per camera' },
    ],
  },
  {
    category: 'Connectivity',
    rows: [{ feature: 'SIM card', value: 'Bought separately' }],
  },
];

export const costCalculatorCopy: SectionCopy = {
  title: 'Cost Calculator',
  description: 'Choose your dashcams, memory size and quantity to estimate your monthly fee, annual cost and hardware total.',
};

export const faqCopy: SectionCopy = {
  title: 'Frequently Asked Questions',
  description: 'Answers about plans, billing and hardware.',
};

export const pricingFaq: readonly FaqItem[] = [
  {
    question: 'Is the first month really free?',
    answer: 'Yes. Every new subscription starts with one free month with every feature switched on. Billing starts after the first month.',
  },
  {
    question: 'How is the annual cost calculated?',
    answer: 'The annual cost is 12 times the monthly fee: the first-vehicle price plus the additional-vehicle price for each further vehicle.',
  },
  {
    question: 'Is the dashcam included in the subscription?',
    answer: 'No. Hardware is bought separately: choose a compatible dashcam and any accessories, then add each camera to your account.',
  },
  {
    question: 'Do I need a SIM card?',
    answer: 'Yes. A SIM card with a data plan is bought separately from any carrier. Models with built-in LTE take a nano SIM, which is not included.',
  },
  {
    question: 'Which dashcams need the LTE modem?',
    answer:
      'Models without built-in LTE connect through the CM100GLTE LTE modem or a mobile WiFi hotspot. The cost calculator adds the modem to those models by default; untick it if your vehicles already have a hotspot.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. There is no long-term contract, so you can cancel your subscription anytime.',
  },
  {
    question: 'Do you offer pricing for large fleets?',
    answer: `Yes. For orders of 50+ units we offer exclusive fleet pricing. Contact our sales team at ${brand.salesEmail} for a custom quote.`,
  },
  {
    question: 'Which storage options are available?',
    answer: 'Dashcams come with 64GB, 128GB, 256GB or 512GB of memory. A larger card keeps more recordings on the camera before the oldest are overwritten.',
  },
];

export const pricingCallToAction = {
  title: 'Equip Your Fleet',
  text: 'Choose compatible dashcams for your vehicles, then start your first month free.',
  actions: [startFreeTrialAction, purchaseHardwareAction],
} as const;
