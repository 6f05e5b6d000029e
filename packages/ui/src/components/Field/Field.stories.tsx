import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { control } from './Field.css';
import { Field } from './Field.tsx';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Company',
    children: (controlProps) => <input className={control} {...controlProps} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'As it appears on your invoices.' } };

export const Required: Story = { args: { label: 'First name', required: true } };

export const Error: Story = { args: { label: 'Company', required: true, error: 'Company name is required' } };

export const HiddenLabel: Story = { args: { label: 'Search posts', hideLabel: true } };

function EmailForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(email.trim() ? '' : 'Email is required');
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Field label="Email" hint="We reply within one business day." error={error} required>
        {(controlProps) => (
          <input
            className={control}
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError('');
            }}
            {...controlProps}
          />
        )}
      </Field>
      <Button type="submit">Send Message</Button>
    </form>
  );
}

/** The error is announced when it appears, described by the control, and cleared once the person edits. */
export const ErrorAppears: Story = {
  render: () => <EmailForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We reply within one business day.');
    await expect(canvas.queryByRole('alert')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is required');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('We reply within one business day. Email is required');

    await userEvent.type(input, 'a');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
