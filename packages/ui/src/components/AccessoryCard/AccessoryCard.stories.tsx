import type { PriceSource } from '@fleet/content/catalogueProduct.ts';
import { popularAccessories } from '@fleet/content/dashcams.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { AccessoryCard } from './AccessoryCard.tsx';

/** One of the site's popular accessories on its card, with a drawing for its picture. */
function accessoryCard(kind: PriceSource['kind'], drawing: string) {
  const accessory = popularAccessories.find((candidate) => candidate.priceSource.kind === kind);
  if (!accessory) throw new Error(`no accessory ${kind}`);
  return catalogueCard(accessory, drawing);
}

const meta = {
  title: 'Site/AccessoryCard',
  component: AccessoryCard,
  decorators: [cardColumn],
  args: accessoryCard('battery', storyImages.battery),
} satisfies Meta<typeof AccessoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Battery: Story = {};

export const TamperProofCase: Story = { args: accessoryCard('tamperProofCase', storyImages.case) };

export const SdCard: Story = { args: accessoryCard('sdCard', storyImages.sdCard) };
