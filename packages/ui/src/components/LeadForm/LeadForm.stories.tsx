import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import { LeadFormSuccess } from './LeadFormSuccess.tsx';
import { type LeadFormStatus, leadFormStatuses } from './leadFormValues.ts';

/** The contact form's copy, in the language the toolbar chose. */
function contactCopy({ t }: Messages) {
  return {
    submitLabel: t('contactForm.submit'),
    submittingLabel: t('contactForm.submitting'),
    error: t('contactForm.failed'),
    success: (
      <LeadFormSuccess title={t('contactForm.successTitle')} actionLabel={t('contactForm.successAction')} onAction={() => undefined}>
        <Text tone="muted" align="center">
          {t('contactForm.successBody')}
        </Text>
      </LeadFormSuccess>
    ),
    children: <TextField label={t('leadForm.email')} type="email" name="email" required fullWidth defaultValue="jane.doe@example.com" />,
  };
}

const meta = {
  title: 'Site/LeadForm',
  component: LeadForm,
  args: {
    'aria-label': 'Newsletter form',
    status: 'idle',
    submitLabel: 'Send Message',
    submittingLabel: 'Sending...',
    error: 'Failed to send email',
    honeypot: '',
    onHoneypotChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    success: (
      <LeadFormSuccess title="Thank you for contacting us!" actionLabel="Send another message" onAction={() => undefined}>
        <Text tone="muted" align="center">
          We have received your message and will get back to you within 24 hours.
        </Text>
      </LeadFormSuccess>
    ),
    children: <TextField label="Email" type="email" name="email" required fullWidth defaultValue="jane.doe@example.com" />,
  },
  argTypes: {
    status: { control: 'inline-radio', options: leadFormStatuses },
    success: { control: false },
    children: { control: false },
  },
  render: function LeadFormStory(args) {
    return <LeadForm {...args} {...contactCopy(useMessages())} />;
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Submitting: Story = { args: { status: 'submitting' } };

export const Failure: Story = { args: { status: 'failure' } };

export const Success: Story = { args: { status: 'success' } };

function SendingPlayground(props: LeadFormProps) {
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  return (
    <LeadForm
      {...props}
      status={status}
      onSubmit={() => {
        props.onSubmit();
        setStatus('success');
      }}
    />
  );
}

/** Sending swaps the form for the success screen and moves focus there, so screen readers read it next. */
export const SentMovesFocus: Story = {
  render: function SentMovesFocusStory(args) {
    return <SendingPlayground {...args} {...contactCopy(useMessages())} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const heading = canvas.getByRole('heading', { name: 'Thank you for contacting us!' });
    await expect(heading.closest('[tabindex="-1"]')).toHaveFocus();
  },
};
