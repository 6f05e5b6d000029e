import { maskName } from '@fleet/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerCard } from './CustomerCard.tsx';

const meta = {
  title: 'Site/CustomerCard',
  component: CustomerCard,
  args: { name: maskName('Northwind Haulage'), country: 'Germany', industry: 'Transportation' },
} satisfies Meta<typeof CustomerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongIndustry: Story = {
  args: { name: maskName('Kowalczyk Budownictwo'), country: 'Poland', industry: 'Supply of Construction Equipment' },
};
