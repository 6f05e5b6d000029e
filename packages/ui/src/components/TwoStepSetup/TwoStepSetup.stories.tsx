import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoStepSetup, type TwoStepSetupProps } from './TwoStepSetup.tsx';
import { emptyTwoStepSetupValues, type TwoStepSetupState } from './twoStepSetupValues.ts';

const scan: TwoStepSetupState = {
  step: 'scan',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_uri:
    'otpauth://totp/Fleet%20Video%20Telematics:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Fleet%20Video%20Telematics&algorithm=SHA1&digits=6&period=30',
};

const codes = [
  'k7m2p-q9x4t',
  'h3n8r-w2c6v',
  'b5t9d-m4k7x',
  'p2w6f-r8j3n',
  'x9c4h-t7m2q',
  'd6r3k-n9v5b',
  'f8j2w-c5p7t',
  'm4x7q-h2d9r',
  't3v8n-k6w4f',
  'r5b2c-x8j6m',
];

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Admin/TwoStepSetup',
  component: TwoStepSetup,
  args: {
    state: { step: 'off' },
    required: false,
    values: emptyTwoStepSetupValues,
    errors: {},
    starting: false,
    confirming: false,
    onChange: fn(),
    onStart: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onDone: fn(),
  },
  argTypes: { error: { control: 'text' }, errors: { control: 'object' } },
} satisfies Meta<typeof TwoStepSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the typed code the way the account page does, so typing works in the story. */
function StatefulTwoStepSetup(props: TwoStepSetupProps) {
  const [values, setValues] = useState(props.values);
  return (
    <TwoStepSetup
      {...props}
      values={values}
      onChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        props.onChange(field, value);
      }}
    />
  );
}

const requiredNotice = 'Your team requires two-step verification. Set it up to go on.';

export const Loading: Story = {
  args: { state: { step: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading two-step verification...');
  },
};

export const LoadError: Story = {
  args: { state: { step: 'error', message: 'Failed to load two-step verification' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load two-step verification');
  },
};

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Two-Step Verification' })).toBeVisible();
    await expect(canvas.getByText('Two-step verification is off.')).toBeVisible();
    await expect(canvas.queryByText(requiredNotice)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set Up Two-Step Verification' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const OffRequired: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(requiredNotice);
  },
};

export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Starting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const StartFailed: Story = {
  args: { error: 'Failed to start two-step verification' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to start two-step verification');
  },
};

export const Scan: Story = {
  args: { state: scan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = canvas.getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
  },
};

export const ScanRequired: Story = {
  args: { state: scan, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(requiredNotice);
  },
};

export const TypeAndTurnOn: Story = {
  // It ends as the field's focus ring fades, which a screenshot catches at a different moment each run.
  tags: ['interaction-only'],
  args: { state: scan },
  render: (args) => <StatefulTwoStepSetup {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Authentication code/ }), '492817');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn On' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '492817' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Confirming: Story = {
  args: { state: scan, values: { code: '492817' }, confirming: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Turning on...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const InvalidCode: Story = {
  args: { state: scan, values: { code: '492817' }, error: 'Invalid code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid code');
  },
};

export const CodeRequired: Story = {
  args: { state: scan, errors: { code: 'Code is required' } },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox', { name: /Authentication code/ });
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription('Code is required');
  },
};

export const RecoveryCodes: Story = {
  args: { state: { step: 'recovery-codes', codes } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'I Have Saved These Codes' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The codes go to the clipboard one a line, and the button says so. */
export const CopyCodes: Story = {
  args: { state: { step: 'recovery-codes', codes } },
  parameters: { clipboard: { writeText } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Codes' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(codes.join('\n'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Codes' })).toBeVisible(), { timeout: 3000 });
  },
};

/** Pinned by prop, for a stable screenshot of the confirmation. */
export const CodesCopied: Story = { args: { state: { step: 'recovery-codes', codes }, copyStatus: 'copied' } };

export const On: Story = {
  args: { state: { step: 'on', recovery_codes_left: 8 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Recovery codes left: 8')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const OnFewCodesLeft: Story = {
  args: { state: { step: 'on', recovery_codes_left: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Few recovery codes are left. Ask a super admin to reset two-step verification to get new ones.',
    );
  },
};
