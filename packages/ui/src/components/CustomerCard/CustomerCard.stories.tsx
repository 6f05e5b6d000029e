import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { maskName } from '@fleet/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { CustomerCard } from './CustomerCard.tsx';

const { t } = messagesFor('en');

const meta = {
  title: 'Site/CustomerCard',
  component: CustomerCard,
  args: { name: maskName('Northwind Haulage'), country: t('customers.countryGermany'), industry: t('customers.industryTransportation') },
  // The country and industry in the language the toolbar chose.
  render: function NorthwindStory(args) {
    const messages = useMessages();
    return <CustomerCard {...args} country={messages.t('customers.countryGermany')} industry={messages.t('customers.industryTransportation')} />;
  },
} satisfies Meta<typeof CustomerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongIndustry: Story = {
  args: { name: maskName('Kowalczyk Budownictwo'), country: t('customers.countryPoland'), industry: t('customers.industryConstructionEquipment') },
  render: function KowalczykStory(args) {
    const messages = useMessages();
    return <CustomerCard {...args} country={messages.t('customers.countryPoland')} industry={messages.t('customers.industryConstructionEquipment')} />;
  },
};
