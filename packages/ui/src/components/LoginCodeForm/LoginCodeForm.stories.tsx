import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyLoginCodeFormValues, type LoginCodeFieldErrors, LoginCodeForm, type LoginCodeFormProps } from './LoginCodeForm.tsx';
import { loginCodeModes } from './loginCodeModes.ts';

const meta = {
  title: 'Admin/LoginCodeForm',
  component: LoginCodeForm,
  args: {
    values: emptyLoginCodeFormValues,
    errors: {},
    mode: 'authenticator',
    submitting: false,
    onChange: fn(),
    onSubmit: fn(),
    onModeChange: fn(),
    onCancel: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: loginCodeModes }, error: { control: 'text' }, errors: { control: 'object' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the values and the mode the way the login route does, and checks for an empty code like it. */
function StatefulLoginCodeForm(props: LoginCodeFormProps) {
  const [values, setValues] = useState(props.values);
  const [mode, setMode] = useState(props.mode);
  const [errors, setErrors] = useState<LoginCodeFieldErrors>({});
  return (
    <LoginCodeForm
      {...props}
      values={values}
      mode={mode}
      errors={errors}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors({});
        props.onChange(field, value);
      }}
      onSubmit={(submitted) => {
        setErrors({ code: submitted.code.trim() ? undefined : 'Code is required' });
        props.onSubmit(submitted);
      }}
      onModeChange={(next) => {
        setMode(next);
        setValues(emptyLoginCodeFormValues);
        setErrors({});
        props.onModeChange(next);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-Step Verification' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
  },
};

export const RecoveryMode: Story = {
  args: { mode: 'recovery', values: { code: 'k7m2p-q9x4t' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: /Recovery code/ });
    await expect(code).toHaveAttribute('autocomplete', 'off');
    await expect(code).toHaveAttribute('maxlength', '11');
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { values: { code: '492 817' }, submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Verifying...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

const expectAlert =
  (message: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message);
  };

export const InvalidCode: Story = { args: { values: { code: '492817' }, error: 'Invalid code' }, play: expectAlert('Invalid code') };

export const Required: Story = {
  args: { errors: { code: 'Code is required' } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription(/Code is required/);
  },
};

export const Expired: Story = {
  args: { values: { code: '492817' }, error: 'Your sign-in has expired. Please sign in again.' },
  play: expectAlert('Your sign-in has expired. Please sign in again.'),
};

/** A typed code is submitted as typed; the app strips the space. */
export const TypeAndSubmit: Story = {
  // It ends as the field's focus ring fades, which a screenshot catches at a different moment each run.
  tags: ['interaction-only'],
  render: (args) => <StatefulLoginCodeForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Authentication code/ }), '492 817');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '492 817' });
  },
};

/** Submitting nothing marks the field and puts focus on it. */
export const SubmitEmpty: Story = {
  render: (args) => <StatefulLoginCodeForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    const code = canvas.getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAccessibleDescription(/Code is required/);
  },
};

export const SwitchMode: Story = {
  render: (args) => <StatefulLoginCodeForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('recovery');
    await expect(canvas.getByRole('textbox', { name: /Recovery code/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use your authenticator app' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('authenticator');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
