import { enterprisePlan, monthlyPlan } from '@fleet/content/pricing.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { cardColumn } from '../ProductCardFrame/productStories.tsx';
import { PricingCard, type PricingCardProps } from './PricingCard.tsx';

const english = messagesFor('en');

/** A plan's copy in the language the toolbar chose, over the story's args (its highlight stays the story's). */
const planStory = (plan: (messages: Messages) => PricingCardProps) =>
  function PlanStory(args: PricingCardProps) {
    return <PricingCard {...args} {...plan(useMessages())} highlighted={args.highlighted} />;
  };

const meta = {
  title: 'Site/PricingCard',
  component: PricingCard,
  decorators: [cardColumn],
  // The pricing page's Monthly Plan card, without the highlight the page gives it (the Highlighted story has it).
  args: { ...monthlyPlan(english), highlighted: false },
  argTypes: { highlighted: { control: 'boolean' } },
  render: planStory(monthlyPlan),
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
    ...enterprisePlan(english),
  },
  render: planStory(enterprisePlan),
};

export const Highlighted: Story = { args: { highlighted: true } };
