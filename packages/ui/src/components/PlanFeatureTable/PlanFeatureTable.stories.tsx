import { planFeatureGroups } from '@fleet/content/pricing.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanFeatureTable } from './PlanFeatureTable.tsx';

const meta = {
  title: 'Site/PlanFeatureTable',
  component: PlanFeatureTable,
  args: { groups: planFeatureGroups },
} satisfies Meta<typeof PlanFeatureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
