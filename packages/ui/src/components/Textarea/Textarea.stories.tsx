import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: {
    label: 'Requirements',
    hint: 'Number of vehicles, features you need, timeline.',
    fullWidth: true,
    onChange: fn(),
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: 'We run 40 delivery vans across two depots and want driver-facing cameras with live GPS by spring.' },
};

export const Error: Story = { args: { required: true, error: 'Please tell us a little about your fleet' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Sent on 20 November 2026.' } };

export const Rows: Story = { args: { rows: 8 } };
