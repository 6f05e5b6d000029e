import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoUrlForm, type DemoUrlFormProps, type DemoUrlFormValues, defaultDemoUrlFormValues } from './DemoUrlForm.tsx';

const filled: DemoUrlFormValues = { clientEmail: 'priya.raman@example.com', expiresIn: '7d' };

const meta = {
  title: 'Admin/DemoUrlForm',
  component: DemoUrlForm,
  args: { values: defaultDemoUrlFormValues, errors: {}, submitting: false, onChange: fn(), onSubmit: fn() },
  argTypes: { error: { control: 'text' }, successMessage: { control: 'text' } },
} satisfies Meta<typeof DemoUrlForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values the way the page does, so typing and picking work in the story. */
function StatefulForm(props: DemoUrlFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <DemoUrlForm
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <StatefulForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Client Email Address/ });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Expires in' })).toHaveValue('7d');

    await userEvent.type(email, 'priya.raman@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Expires in' }), '14d');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ clientEmail: 'priya.raman@example.com', expiresIn: '14d' });
  },
};

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Generating...' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { successMessage: 'Demo URL has been generated successfully.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Demo URL has been generated successfully.');
  },
};

const expectAlert =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByRole('textbox', { name: /Client Email Address/ })).toHaveAccessibleDescription(message);
  };

export const ErrorExists: Story = {
  args: { values: filled, error: 'A demo URL for this email already exists' },
  play: expectAlert('A demo URL for this email already exists'),
};

export const ErrorInvalidEmail: Story = {
  args: { values: { clientEmail: 'priya.raman@', expiresIn: '7d' }, error: 'Please enter a valid email address' },
  play: expectAlert('Please enter a valid email address'),
};

export const ErrorNotAuthorized: Story = {
  args: { values: filled, error: 'You are not authorized to generate demo URLs' },
  play: expectAlert('You are not authorized to generate demo URLs'),
};

export const MobileWidth: Story = {
  args: { values: filled },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
