import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkOrderBlock } from './BulkOrderBlock.tsx';

const meta = {
  title: 'Site/BulkOrderBlock',
  component: BulkOrderBlock,
  args: {
    title: 'Bulk Order Inquiry – Exclusive Fleet Pricing',
    highlight: '50+ units',
    description:
      'Equipping 50 or more vehicles? Get volume pricing on dashcams, LTE modules and accessories, with installation support and one invoice for the whole fleet.',
    actionLabel: 'Request a Custom Quote',
    actionHref: '/contact',
  },
} satisfies Meta<typeof BulkOrderBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
