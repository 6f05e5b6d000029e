import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { CalculatorPlan } from '@fleet/ui/components/CostCalculator/CalculatorTotalsPanel.tsx';
import type { FaqItem } from '@fleet/ui/components/FaqList/FaqList.tsx';
import type { PlanFeatureGroup } from '@fleet/ui/components/PlanFeatureTable/PlanFeatureTable.tsx';
import type { PricingCardProps } from '@fleet/ui/components/PricingCard/PricingCard.tsx';
import { brand } from './brand/brand.ts';
import type { PageAction, PageHeaderCopy, SectionCopy } from './pageCopy.ts';

export function pricingHeader({ t }: Messages): PageHeaderCopy {
  return { title: t('pricing.headerTitle'), description: t('pricing.headerDescription') };
}

/**
 * The Monthly Plan's prices before the pricing call answers, or if it never does: the page shows these
 * rather than an empty card, and the live figures replace them when they arrive.
 */
const defaultPlanPrices: CalculatorPlan = { firstVehicle: 15.99, additionalVehicles: 12.0 };

const startFreeTrialAction = ({ t }: Messages): PageAction => ({ label: t('pricing.startFreeTrial'), href: brand.appSignUpUrl, external: true });

const purchaseHardwareAction = ({ t }: Messages): PageAction => ({ label: t('pricing.purchaseHardware'), href: '/dashcams' });

/** The Monthly Plan card at the default prices; spread it and override price and additionalVehiclePrice with live pricing. */
export function monthlyPlan(messages: Messages): PricingCardProps {
  const { t } = messages;
  return {
    name: t('pricing.monthlyName'),
    description: t('pricing.monthlyDescription'),
    price: defaultPlanPrices.firstVehicle,
    priceUnit: t('pricing.monthlyPriceUnit'),
    additionalVehiclePrice: defaultPlanPrices.additionalVehicles,
    additionalVehicleLabel: t('pricing.monthlyAdditionalVehicle'),
    badge: t('pricing.monthlyBadge'),
    note: t('pricing.monthlyNote'),
    features: [
      t('pricing.monthlyLiveView'),
      t('pricing.monthlyPlayback'),
      t('pricing.monthlyTracking'),
      t('pricing.monthlyNotifications'),
      t('pricing.monthlyDriverMonitoring'),
      t('pricing.monthlyFirmware'),
    ],
    action: startFreeTrialAction(messages),
    highlighted: true,
  };
}

export function enterprisePlan({ t }: Messages): PricingCardProps {
  return {
    name: t('pricing.enterpriseName'),
    description: t('pricing.enterpriseDescription'),
    price: t('pricing.enterprisePrice'),
    features: [
      t('pricing.enterpriseEverything'),
      t('pricing.enterpriseVolume'),
      t('pricing.enterpriseAccountManager'),
      t('pricing.enterpriseOnboarding'),
      t('pricing.enterpriseSupport'),
    ],
    action: { label: t('pricing.contactSales'), href: '/contact' },
  };
}

export function planFeaturesCopy({ t }: Messages): SectionCopy {
  return { title: t('pricing.planFeaturesTitle'), description: t('pricing.planFeaturesDescription') };
}

/** The plans' service limits, as the 'All Plans Include' table shows them. */
export function planFeatureGroups({ t, number }: Messages): readonly PlanFeatureGroup[] {
  return [
    {
      category: t('pricing.groupCameras'),
      rows: [
        { feature: t('pricing.rowCameras'), value: t('pricing.valueCameras') },
        { feature: t('pricing.rowStorage'), value: t('pricing.valueStorage') },
      ],
    },
    {
      category: t('pricing.groupHistory'),
      rows: [
        { feature: t('pricing.rowEventRetention'), value: t('pricing.valueEventRetention') },
        { feature: t('pricing.rowGpsHistory'), value: t('pricing.valueGpsHistory') },
        { feature: t('pricing.rowLiveView'), value: t('pricing.valueLiveView') },
      ],
    },
    {
      category: t('pricing.groupNotifications'),
      rows: [{ feature: t('pricing.rowNotifications'), value: t('pricing.valueNotifications') }],
    },
    {
      category: t('pricing.groupUsers'),
      rows: [
        { feature: t('pricing.rowOwner'), value: number(1) },
        { feature: t('pricing.rowAdmins'), value: number(10) },
        { feature: t('pricing.rowDrivers'), value: t('pricing.valueDrivers') },
      ],
    },
    {
      category: t('pricing.groupConnectivity'),
      rows: [{ feature: t('pricing.rowSimCard'), value: t('pricing.valueSimCard') }],
    },
  ];
}

export function costCalculatorCopy({ t }: Messages): SectionCopy {
  return { title: t('pricing.costCalculatorTitle'), description: t('pricing.costCalculatorDescription') };
}

export function faqCopy({ t }: Messages): SectionCopy {
  return { title: t('pricing.faqTitle'), description: t('pricing.faqDescription') };
}

/** The questions in the order the page asks them; each is `faq<Name>Question` and `faq<Name>Answer` in the catalogue. */
const faqNames = ['FreeMonth', 'AnnualCost', 'DashcamIncluded', 'SimCard', 'Modem', 'Cancel', 'LargeFleets', 'Storage'] as const;

export function pricingFaq({ t }: Messages): readonly FaqItem[] {
  return faqNames.map((name) => ({
    question: t(`pricing.faq${name}Question`),
    answer: t(`pricing.faq${name}Answer`, { email: brand.salesEmail }),
  }));
}

export function pricingCallToAction(messages: Messages) {
  const { t } = messages;
  return {
    title: t('pricing.callToActionTitle'),
    text: t('pricing.callToActionText'),
    actions: [startFreeTrialAction(messages), purchaseHardwareAction(messages)],
  } as const;
}
