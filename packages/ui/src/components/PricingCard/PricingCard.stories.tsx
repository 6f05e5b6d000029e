import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardColumn } from '../ProductCardFrame/productStories.tsx';
import { PricingCard } from './PricingCard.tsx';

const meta = {
  title: 'Site/PricingCard',
  component: PricingCard,
  decorators: [cardColumn],
  args: {
    name: 'Monthly Plan',
    description: 'Everything a fleet needs, billed monthly per vehicle.',
    price: 15.99,
    priceUnit: 'per month for the first vehicle',
    additionalVehiclePrice: 12,
    badge: '50% OFF',
    note: 'First month free',
    features: ['Unlimited live view', 'Remote playback and event upload', 'GPS tracking and driving reports', 'Push and email notifications'],
    action: { label: 'Start Free Trial', href: 'https://app.example.com/sign-up', external: true },
  },
  argTypes: { highlighted: { control: 'boolean' } },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyPlan: Story = {};

export const EnterprisePlan: Story = {
  args: {
    name: 'Enterprise Plan',
    description: 'For large fleets that need custom terms, integrations and dedicated support.',
    price: 'Custom',
    priceUnit: undefined,
    additionalVehiclePrice: undefined,
    badge: undefined,
    note: undefined,
    features: ['Volume pricing', 'Dedicated account manager', 'Custom integrations', 'Priority support'],
    action: { label: 'Contact Sales', href: '/contact' },
  },
};

export const Highlighted: Story = { args: { highlighted: true } };
