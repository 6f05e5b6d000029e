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
import { DemoRequestForm, type DemoRequestFormProps } from './DemoRequestForm.tsx';
import { type DemoRequestValues, demoFleetSizes, demoIndustries, emptyDemoRequestValues } from './demoRequestValues.ts';
import { validateDemoRequest } from './validateDemoRequest.ts';

const filled: DemoRequestValues = { ...storyPerson, fleetSize: '11-50', industry: 'Delivery' };

const meta = {
  title: 'Site/DemoRequestForm',
  component: DemoRequestForm,
  args: { values: emptyDemoRequestValues, errors: {}, status: 'idle', onChange: fn(), onSubmit: fn(), onRetry: fn(), onReset: fn() },
  argTypes: leadFormArgTypes,
  decorators: [formWidth],
} satisfies Meta<typeof DemoRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Demo request form' });
    await expect(form).toHaveAttribute('novalidate');
    await expect(within(form).getByRole('textbox', { name: 'Company name' })).toBeRequired();
    const fleetSize = within(form).getByRole('combobox', { name: 'Fleet size' });
    await expect(fleetSize).toHaveDisplayValue('Select fleet size');
    await expect(optionTexts(fleetSize)).toEqual(['Select fleet size', ...demoFleetSizes]);
    const industry = within(form).getByRole('combobox', { name: 'Industry' });
    await expect(industry).toHaveDisplayValue('Select industry');
    await expect(optionTexts(industry)).toEqual(['Select industry', ...demoIndustries]);
    await expect(form.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Fleet size' })).toHaveDisplayValue('11-50');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Industry' }), 'Mining');
    await expect(args.onChange).toHaveBeenCalledWith('industry', 'Mining');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Demo' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

const invalidValues: DemoRequestValues = { ...emptyDemoRequestValues, email: 'jane.doe@example', fleetSize: '51-200' };

export const ValidationErrors: Story = {
  args: { values: invalidValues },
  render: function ValidationErrorsStory(args) {
    return <DemoRequestForm {...args} errors={validateDemoRequest(args.values, useMessages())} />;
  },
  play: async ({ canvasElement }) => {
    await expectFieldErrors(canvasElement, [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Please enter a valid email address'],
      ['Company name', 'Company name is required'],
    ]);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Fleet size' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { values: filled, status: 'submitting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing...');
  },
};

export const Failure: Story = {
  args: { values: filled, status: 'failure' },
  play: async ({ args, canvasElement }) => {
    await expectFailure(canvasElement, 'Failed to process demo request', args.onRetry);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Northwind Logistics');
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toHaveDisplayValue('Delivery');
  },
};

export const RateLimited: Story = {
  args: { values: filled, status: 'failure', error: rateLimitMessage },
  // The notice in the toolbar's language; the play reads the English one.
  render: function RateLimitedStory(args) {
    return <DemoRequestForm {...args} error={useMessages().t('rateLimit.minutes', { minutes: 9 })} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(rateLimitMessage);
  },
};

export const Success: Story = {
  args: { status: 'success', sentTo: 'jane.doe@example.com' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const screen = canvas.getByRole('region', { name: 'Demo Access Granted' });
    await expect(screen).toHaveTextContent('We have sent your demo access link to jane.doe@example.com.');
    await expect(screen).toHaveTextContent(/within 24 hours/);
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request another demo' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const MobileWidth: Story = { args: { values: filled }, globals: mobileGlobals };

export const SuccessMobileWidth: Story = {
  args: { status: 'success', sentTo: 'jane.doe.fleet-operations@northwind-logistics.example.com' },
  globals: mobileGlobals,
};

function DemoRequestPlayground({ onSubmit, ...props }: DemoRequestFormProps) {
  const messages = useMessages();
  const state = useLeadFormPlayground(emptyDemoRequestValues, (values) => validateDemoRequest(values, messages), onSubmit);
  return <DemoRequestForm {...props} {...state} />;
}

/** The app's loop around the view: submit empty, read the messages, fix each field, send. */
export const Validation: Story = {
  render: (args) => <DemoRequestPlayground {...args} />,
  play: async ({ args, canvasElement }) => {
    await expect(validateDemoRequest(emptyDemoRequestValues, english)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      company: 'Company name is required',
    });
    await expect(validateDemoRequest({ ...filled, email: 'jane.doe@example' }, english)).toEqual({ email: 'Please enter a valid email address' });
    await expect(validateDemoRequest({ ...filled, position: '', phone: '', fleetSize: '', industry: '', requirements: '' }, english)).toEqual({});

    await walkThroughValidation(canvasElement, {
      submitLabel: 'Request Demo',
      submittingLabel: 'Processing...',
      required: [...requiredNames, { label: 'Company name', message: 'Company name is required', value: 'Northwind Logistics' }],
      onSubmit: args.onSubmit,
    });
  },
};
