import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
  args: { label: 'Search posts', placeholder: 'Search posts...', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: 'dashcam installation' } };

export const VisibleLabel: Story = { args: { showLabel: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'dashcam installation' } };

export const FullWidthMobile: Story = {
  args: { fullWidth: true, defaultValue: 'LTE' },
  globals: { viewport: { value: 'mobile' } },
};

export const TypeAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search posts' })).toBeInTheDocument();
    const input = canvas.getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(input, 'fleet safety{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fleet safety');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('fleet safety');
  },
};

export const Clear: Story = {
  args: { defaultValue: 'dashcam installation' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const input = canvas.getByRole('searchbox', { name: 'Search posts' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
