import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { faqFixtures } from './FaqList.fixtures.ts';
import { FaqList } from './FaqList.tsx';

const meta = {
  title: 'Site/FaqList',
  component: FaqList,
  args: { items: faqFixtures },
  argTypes: { defaultOpenIndex: { control: { type: 'number', min: 0, max: faqFixtures.length - 1 } } },
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
    const answer = canvas.getByText(/SIM cards are bought separately/);
    await expect(answer).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByText('Is there a free trial?')).toHaveFocus();
    await userEvent.click(canvas.getByText('Do I need a SIM card?'));
    await expect(answer).toBeVisible();
    await userEvent.click(canvas.getByText('Do I need a SIM card?'));
    await expect(answer).not.toBeVisible();
  },
};
