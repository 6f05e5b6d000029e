import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyLoginFormValues, type LoginFieldErrors, LoginForm, type LoginFormProps, type LoginFormValues } from './LoginForm.tsx';

const filled: LoginFormValues = { email: 'priya.raman@example.com', password: 'Fleet-2026!' };

const meta = {
  title: 'Admin/LoginForm',
  component: LoginForm,
  args: { values: emptyLoginFormValues, errors: {}, submitting: false, onChange: fn(), onSubmit: fn() },
  argTypes: { error: { control: 'text' }, errors: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values the way the login route does, and checks for empty fields like it, so typing and submitting work. */
function StatefulLoginForm(props: LoginFormProps) {
  const [values, setValues] = useState(props.values);
  const [errors, setErrors] = useState<LoginFieldErrors>(props.errors);
  return (
    <LoginForm
      {...props}
      values={values}
      errors={errors}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors({});
        props.onChange(field, value);
      }}
      onSubmit={(submitted) => {
        setErrors({
          email: submitted.email.trim() ? undefined : 'Email is required',
          password: submitted.password ? undefined : 'Password is required',
        });
        props.onSubmit(submitted);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <StatefulLoginForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    // Password managers save and fill the address as the account's username; phones show their e-mail keyboard.
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(email).toBeRequired();
    await expect(canvas.getByLabelText(/^Password/)).toBeRequired();

    await userEvent.type(email, 'priya.raman@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Fleet-2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Filled: Story = { args: { values: filled } };

export const Submitting: Story = {
  args: { values: filled, submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const expectAlert =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
  };

export const InvalidCredentials: Story = {
  args: { values: filled, error: 'Invalid email or password' },
  play: expectAlert('Invalid email or password'),
};

export const NetworkError: Story = {
  args: {
    values: filled,
    error: 'Unable to connect to the authentication server. Please check your internet connection and try again.',
  },
  play: expectAlert('Unable to connect to the authentication server. Please check your internet connection and try again.'),
};

export const RateLimited: Story = {
  args: { values: filled, error: 'Too many sign-in attempts. Please try again in 8 seconds.' },
  play: expectAlert('Too many sign-in attempts. Please try again in 8 seconds.'),
};

export const FieldErrors: Story = {
  args: { errors: { email: 'Email is required', password: 'Password is required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email is required');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** Submitting empty fields shows both messages and puts focus on the first field to fix. */
export const SubmitEmpty: Story = {
  render: (args) => <StatefulLoginForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');

    await userEvent.type(email, 'p');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const MobileWidth: Story = {
  args: { values: filled, error: 'Unable to connect to the authentication server. Please check your internet connection and try again.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ShowPassword: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Fleet-2026!');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is visible');
  },
};
