import type { PriceSource } from '@fleet/content/catalogueProduct.ts';
import { popularAccessories } from '@fleet/content/dashcams.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { AccessoryCard } from './AccessoryCard.tsx';

/** One of the site's popular accessories on its card, with a drawing for its picture. */
function accessoryCard(messages: Messages, kind: PriceSource['kind'], drawing: string) {
  const accessory = popularAccessories(messages).find((candidate) => candidate.priceSource.kind === kind);
  if (!accessory) throw new Error(`no accessory ${kind}`);
  return catalogueCard(accessory, drawing);
}

/** An accessory's story: English args for the controls, the card in the language the toolbar chose. */
function accessoryStory(kind: PriceSource['kind'], drawing: string): Story {
  return {
    args: accessoryCard(messagesFor('en'), kind, drawing),
    render: function AccessoryStory(args) {
      return <AccessoryCard {...args} {...accessoryCard(useMessages(), kind, drawing)} />;
    },
  };
}

const meta = {
  title: 'Site/AccessoryCard',
  component: AccessoryCard,
  decorators: [cardColumn],
  args: accessoryCard(messagesFor('en'), 'battery', storyImages.battery),
} satisfies Meta<typeof AccessoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Battery: Story = accessoryStory('battery', storyImages.battery);

export const TamperProofCase: Story = accessoryStory('tamperProofCase', storyImages.case);

export const SdCard: Story = accessoryStory('sdCard', storyImages.sdCard);
