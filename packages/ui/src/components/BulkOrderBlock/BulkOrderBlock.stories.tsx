import { bulkOrder } from '@fleet/content/dashcams.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { BulkOrderBlock } from './BulkOrderBlock.tsx';

const meta = {
  title: 'Site/BulkOrderBlock',
  component: BulkOrderBlock,
  args: bulkOrder(messagesFor('en')),
  render: function BulkOrderStory(args) {
    return <BulkOrderBlock {...args} {...bulkOrder(useMessages())} />;
  },
} satisfies Meta<typeof BulkOrderBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
