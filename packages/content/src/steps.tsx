import { ButtonLink } from '@fleet/ui/components/Button/Button.tsx';
import type { Step } from '@fleet/ui/components/StepCard/StepCard.tsx';
import { brand } from './brand/brand.ts';
import type { PageHeaderCopy } from './pageCopy.ts';

export const howItWorksHeader: PageHeaderCopy = {
  title: 'How It Works',
  description: `Getting your fleet on ${brand.productName} takes three steps: a compatible dashcam, a SIM card for its connection and a subscription.`,
};

export const steps: readonly Step[] = [
  {
    step: 1,
    title: 'Choose a Compatible Dashcam',
    description: `Pick a cloud-ready ${brand.maker.name} dashcam for each vehicle. The DR970X-2CH LTE Plus has LTE built in; the DR770X-2CH, DR970X-2CH Plus and DR770X Box-3CH Pro connect through the CM100GLTE modem or a mobile Wi-Fi hotspot.`,
    action: (
      <ButtonLink href="/dashcams" tone="secondary">
        Browse Dashcams
      </ButtonLink>
    ),
  },
  {
    step: 2,
    title: 'Prepare Your SIM Card',
    description:
      'Get a nano SIM with a data plan from any carrier; SIM cards are bought separately. Insert it in the dashcam if it has built-in LTE, or in the CM100GLTE modem or the mobile hotspot if it connects externally.',
  },
  {
    step: 3,
    title: 'Subscribe and Start Tracking',
    description:
      'Create your account, register each camera and choose the monthly plan: the first month is free, and each additional vehicle costs less than the first.',
    action: <ButtonLink href="/pricing">See Pricing</ButtonLink>,
  },
];
