import { ButtonLink } from '../Button/Button.tsx';
import type { Step } from './StepCard.tsx';

/** Story-only: the three steps of /how-it-works. */
export const stepFixtures: readonly Step[] = [
  {
    step: 1,
    title: 'Choose a Compatible Dashcam',
    description:
      'Pick a cloud-ready dashcam. The DR970X-2CH LTE Plus has LTE built in; the other models connect through the CM100GLTE module or a mobile Wi-Fi hotspot.',
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
      'Get a nano SIM with a data plan from any carrier (SIM cards are sold separately), switch off its PIN lock and insert it in the dashcam or the LTE module.',
  },
  {
    step: 3,
    title: 'Subscribe and Start Tracking',
    description:
      'Create your account, register the camera and choose a plan. The first month is free, then $15.99 for your first vehicle and $12.00 for each additional one.',
    action: <ButtonLink href="/pricing">See Pricing</ButtonLink>,
  },
];
