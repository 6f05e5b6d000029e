import { customers } from '@fleet/content/customers.ts';
import { customersTitle } from '@fleet/content/home.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerMarquee } from './CustomerMarquee.tsx';

const meta = {
  title: 'Site/CustomerMarquee',
  component: CustomerMarquee,
  args: { title: customersTitle, customers, onPausedChange: fn() },
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
    await expect(within(region).getAllByRole('listitem')).toHaveLength(customers.length);
    // The cards show the names as the content holds them, masked.
    await expect(within(region).getAllByText(customers[0]!.name)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause scrolling' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
    await expect(region).toHaveAttribute('data-paused', 'true');
    await expect(canvas.getByRole('button', { name: 'Resume scrolling' })).toBeVisible();
  },
};
