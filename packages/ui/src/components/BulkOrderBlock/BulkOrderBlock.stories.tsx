import { bulkOrder } from '@fleet/content/dashcams.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BulkOrderBlock } from './BulkOrderBlock.tsx';

const meta = {
  title: 'Site/BulkOrderBlock',
  component: BulkOrderBlock,
  args: bulkOrder,
} satisfies Meta<typeof BulkOrderBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
