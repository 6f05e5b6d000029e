import { planFeatureGroups } from '@fleet/content/pricing.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { PlanFeatureTable } from './PlanFeatureTable.tsx';

const meta = {
  title: 'Site/PlanFeatureTable',
  component: PlanFeatureTable,
  args: { groups: planFeatureGroups(messagesFor('en')) },
  // The pricing page's limits in the language the toolbar chose.
  render: (args) => <PlanFeatureTable {...args} groups={planFeatureGroups(useMessages())} />,
} satisfies Meta<typeof PlanFeatureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
