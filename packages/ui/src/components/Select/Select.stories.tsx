import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const fleetSizes = [
  { value: '1-10', label: '1-10' },
  { value: '11-50', label: '11-50' },
  { value: '51-200', label: '51-200' },
  { value: '201+', label: '201+' },
];

const industries = ['Transportation', 'Construction', 'Mining', 'Security', 'Delivery', 'Other'].map((industry) => ({
  value: industry,
  label: industry,
}));

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Fleet size', options: fleetSizes, defaultValue: '11-50', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Placeholder: Story = {
  args: { label: 'Industry', options: industries, defaultValue: undefined, placeholder: 'Select industry' },
};

export const Error: Story = {
  args: {
    label: 'Industry',
    options: industries,
    defaultValue: undefined,
    placeholder: 'Select industry',
    required: true,
    error: 'Please select your industry',
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Role: Story = {
  args: {
    label: 'Role',
    options: [
      { value: 'manager', label: 'Manager' },
      { value: 'super', label: 'Super Admin' },
    ],
    defaultValue: 'manager',
  },
};

export const MemorySize: Story = {
  args: { label: 'Memory size', options: ['64GB', '128GB', '256GB', '512GB'].map((size) => ({ value: size, label: size })), defaultValue: '64GB' },
};

export const FullWidthMobile: Story = {
  args: { label: 'Category', options: industries, defaultValue: 'Transportation', fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Choose: Story = {
  args: { label: 'Industry', options: industries, defaultValue: undefined, placeholder: 'Select industry' },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Industry' });
    await userEvent.selectOptions(select, 'Mining');
    await expect(select).toHaveValue('Mining');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
