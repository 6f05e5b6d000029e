import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { AccessoryCard } from './AccessoryCard.tsx';

const meta = {
  title: 'Site/AccessoryCard',
  component: AccessoryCard,
  decorators: [cardColumn],
  args: {
    name: 'Battery Pack B-130A',
    description: 'Keeps parking mode recording for longer without draining the vehicle battery.',
    image: { src: storyImages.battery, alt: 'Battery pack B-130A' },
    price: { price: 299.99 },
  },
} satisfies Meta<typeof AccessoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Battery: Story = {};

export const TamperProofCase: Story = {
  args: {
    name: 'Tamper-Proof Case',
    description: 'A locking cover that stops anyone removing the SD card or unplugging the dashcam.',
    image: { src: storyImages.case, alt: 'Tamper-proof dashcam case' },
    price: { min: 30, max: 40 },
  },
};

export const SdCard: Story = {
  args: {
    name: 'SD Card',
    description: 'High-endurance memory cards made for continuous recording, from 64GB to 512GB.',
    image: { src: storyImages.sdCard, alt: '64GB SD card' },
    price: { min: 20.99, max: 109.98 },
  },
};
