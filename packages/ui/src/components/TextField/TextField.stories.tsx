import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MailIcon } from '../../icons/index.ts';
import { textFieldTypes } from './TextField.css';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@company.com', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { label: 'Phone', type: 'tel', placeholder: undefined, hint: 'Include the country code, e.g. +1 555 010 0199.' } };

export const Required: Story = { args: { label: 'First name', type: 'text', placeholder: undefined, required: true } };

export const Error: Story = {
  args: { required: true, defaultValue: 'jane@company', error: 'Please enter a valid email address' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@company.com' } };

export const Filled: Story = { args: { label: 'Company', type: 'text', defaultValue: 'Northwind Logistics' } };

export const LongLabel: Story = {
  args: {
    label: 'Describe your fleet and the outcomes you want from video telematics in the first year',
    type: 'text',
    placeholder: undefined,
    hint: 'Vehicle types, routes and any safety incidents you want to prevent.',
    fullWidth: true,
  },
  globals: { viewport: { value: 'mobile' } },
};

export const FullWidth: Story = { args: { label: 'Client Email Address', fullWidth: true } };

export const WithIcon: Story = { args: { startIcon: <MailIcon /> } };

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} {...args} label={`Type ${type}`} type={type} placeholder={undefined} />
      ))}
    </div>
  ),
};
