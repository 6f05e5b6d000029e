import { lteModule } from '@fleet/content/dashcams.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { ModemCard } from './ModemCard.tsx';

/** The site's LTE module on its card, in the language of `messages`. */
function modemCard(messages: Messages) {
  const modem = lteModule(messages);
  return {
    ...catalogueCard(modem, storyImages.modem),
    badges: modem.badges,
    downloadMbps: modem.downloadMbps,
    uploadMbps: modem.uploadMbps,
    bandGroups: modem.bandGroups,
  };
}

const meta = {
  title: 'Site/ModemCard',
  component: ModemCard,
  decorators: [cardColumn],
  args: modemCard(messagesFor('en')),
  render: function ModemStory(args) {
    return <ModemCard {...args} {...modemCard(useMessages())} />;
  },
} satisfies Meta<typeof ModemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
