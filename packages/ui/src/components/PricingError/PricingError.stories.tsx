import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PricingError } from './PricingError.tsx';

const meta = {
  title: 'Site/PricingError',
  component: PricingError,
} satisfies Meta<typeof PricingError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load pricing information');
  },
};
