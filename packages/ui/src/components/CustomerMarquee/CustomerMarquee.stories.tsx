import { customers } from '@fleet/content/customers.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { CustomerMarquee } from './CustomerMarquee.tsx';

// The play function reads the English copy (stories are tested in English).
const english = messagesFor('en');
const customersTitle = english.t('home.customersTitle');
const englishCustomers = customers(english);

const meta = {
  title: 'Site/CustomerMarquee',
  component: CustomerMarquee,
  args: { title: customersTitle, customers: englishCustomers, onPausedChange: fn() },
  // The home page's customers in the language the toolbar chose.
  render: function HomeCustomersStory(args) {
    const messages = useMessages();
    return <CustomerMarquee {...args} title={messages.t('home.customersTitle')} customers={customers(messages)} />;
  },
  argTypes: { paused: { control: 'boolean' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CustomerMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Motion stopped from props: the state screenshots use. */
export const Paused: Story = { args: { paused: true } };

export const PauseByButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: customersTitle });
    // Each customer is read once: the looping copy is hidden from assistive technology.
    await expect(within(region).getAllByRole('listitem')).toHaveLength(englishCustomers.length);
    // The cards show the names as the content holds them, masked.
    await expect(within(region).getAllByText(englishCustomers[0]!.name)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause scrolling' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
    await expect(region).toHaveAttribute('data-paused', 'true');
    await expect(canvas.getByRole('button', { name: 'Resume scrolling' })).toBeVisible();
  },
};
