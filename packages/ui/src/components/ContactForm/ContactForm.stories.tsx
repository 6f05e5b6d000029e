import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import {
  english,
  expectFailure,
  expectFieldErrors,
  formWidth,
  leadFormArgTypes,
  mobileGlobals,
  rateLimitMessage,
  requiredNames,
  storyPerson,
  walkThroughValidation,
} from '../LeadForm/leadFormStoryKit.tsx';
import { useLeadFormPlayground } from '../LeadForm/useLeadFormPlayground.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { type ContactFormValues, emptyContactValues } from './contactFormValues.ts';
import { validateContact } from './validateContact.ts';

const filled: ContactFormValues = storyPerson;

const meta = {
  title: 'Site/ContactForm',
  component: ContactForm,
  args: { values: emptyContactValues, errors: {}, status: 'idle', onChange: fn(), onSubmit: fn(), onRetry: fn(), onReset: fn() },
  argTypes: leadFormArgTypes,
  decorators: [formWidth],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Contact form' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(within(form).getByRole('textbox', { name: 'First name' })).toBeRequired();
    await expect(within(form).getByRole('textbox', { name: 'Company' })).not.toBeRequired();
    // The honeypot is hidden from assistive technology, so no role query can reach it.
    const honeypot = form.querySelector('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

const invalidValues: ContactFormValues = { ...emptyContactValues, email: 'jane.doe@example', requirements: 'Pricing for 12 vehicles, please.' };

export const ValidationErrors: Story = {
  args: { values: invalidValues },
  render: function ValidationErrorsStory(args) {
    return <ContactForm {...args} errors={validateContact(args.values, useMessages())} />;
  },
  play: async ({ canvasElement }) => {
    await expectFieldErrors(canvasElement, [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Please enter a valid email address'],
    ]);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { values: filled, status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending...');
  },
};

export const Failure: Story = {
  args: { values: filled, status: 'failure' },
  play: async ({ args, canvasElement }) => {
    await expectFailure(canvasElement, 'Failed to send email', args.onRetry);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
    await expect(canvas.getByRole('textbox', { name: 'How can we help?' })).toHaveValue(filled.requirements);
  },
};

export const RateLimited: Story = {
  args: { values: filled, status: 'failure', error: rateLimitMessage },
  // The notice in the toolbar's language; the play reads the English one.
  render: function RateLimitedStory(args) {
    return <ContactForm {...args} error={useMessages().t('rateLimit.minutes', { minutes: 9 })} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(rateLimitMessage);
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = canvas.getByRole('region', { name: 'Thank you for contacting us!' });
    await expect(screen).toHaveTextContent('We have received your message and will get back to you within 24 hours.');
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const MobileWidth: Story = { args: { values: filled }, globals: mobileGlobals };

function ContactPlayground({ onSubmit, ...props }: ContactFormProps) {
  const messages = useMessages();
  const state = useLeadFormPlayground(emptyContactValues, (values) => validateContact(values, messages), onSubmit);
  return <ContactForm {...props} {...state} />;
}

/** The app's loop around the view: submit empty, read the messages, fix each field, send. */
export const Validation: Story = {
  render: (args) => <ContactPlayground {...args} />,
  play: async ({ args, canvasElement }) => {
    await expect(validateContact(emptyContactValues, english)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
    await expect(validateContact({ ...filled, firstName: '  ', email: 'jane doe@example.com' }, english)).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    await expect(validateContact({ ...filled, company: '', position: '', phone: '', requirements: '' }, english)).toEqual({});

    await walkThroughValidation(canvasElement, {
      submitLabel: 'Send Message',
      submittingLabel: 'Sending...',
      required: requiredNames,
      onSubmit: args.onSubmit,
    });
  },
};
