import { lteModule } from '@fleet/content/dashcams.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { ModemCard } from './ModemCard.tsx';

const meta = {
  title: 'Site/ModemCard',
  component: ModemCard,
  decorators: [cardColumn],
  args: {
    ...catalogueCard(lteModule, storyImages.modem),
    badges: lteModule.badges,
    downloadMbps: lteModule.downloadMbps,
    uploadMbps: lteModule.uploadMbps,
    bandGroups: lteModule.bandGroups,
  },
} satisfies Meta<typeof ModemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
