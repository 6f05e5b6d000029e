import { pricingFaq } from '@fleet/content/pricing.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { FaqList } from './FaqList.tsx';

const englishFaq = pricingFaq(messagesFor('en'));

const meta = {
  title: 'Site/FaqList',
  component: FaqList,
  args: { items: englishFaq },
  argTypes: { defaultOpenIndex: { control: { type: 'number', min: 0, max: englishFaq.length - 1 } } },
  // The pricing page's questions in the language the toolbar chose.
  render: (args) => <FaqList {...args} items={pricingFaq(useMessages())} />,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneOpen: Story = { args: { defaultOpenIndex: 0 } };

/** Each question is a native control: reachable with Tab, and it shows and hides its answer. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByText(/A SIM card with a data plan is bought separately/);
    await expect(answer).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText('Is the first month really free?')).toHaveFocus();
    await userEvent.click(canvas.getByText('Do I need a SIM card?'));
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByText('Do I need a SIM card?'));
    await expect(answer).not.toBeVisible();
  },
};
