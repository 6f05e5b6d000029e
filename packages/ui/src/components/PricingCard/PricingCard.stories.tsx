import { enterprisePlan, monthlyPlan } from '@fleet/content/pricing.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardColumn } from '../ProductCardFrame/productStories.tsx';
import { PricingCard } from './PricingCard.tsx';

const meta = {
  title: 'Site/PricingCard',
  component: PricingCard,
  decorators: [cardColumn],
  // The pricing page's Monthly Plan card, without the highlight the page gives it (the Highlighted story has it).
  args: { ...monthlyPlan, highlighted: false },
  argTypes: { highlighted: { control: 'boolean' } },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyPlan: Story = {};

export const EnterprisePlan: Story = {
  // The Monthly Plan's args are the defaults: clear the ones the Enterprise Plan does not have.
  args: {
    priceUnit: undefined,
    additionalVehiclePrice: undefined,
    additionalVehicleLabel: undefined,
    badge: undefined,
    note: undefined,
    ...enterprisePlan,
  },
};

export const Highlighted: Story = { args: { highlighted: true } };
