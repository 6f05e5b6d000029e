import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { english } from '../../test/localizedStory.tsx';
import { type LeadContactValues, leadFormStatuses } from './leadFormValues.ts';

/** Stories only: the fixtures, controls and play steps the two lead forms' stories share. */

export const storyPerson: LeadContactValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  company: 'Northwind Logistics',
  position: 'Fleet Manager',
  phone: '+1 555 0100',
  requirements: 'We run 40 delivery vans and would like live view and event upload on each of them.',
  website: '',
};

export { english };

export const rateLimitMessage = 'Too many requests. Please try again in 9 minutes.';

export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };

export const leadFormArgTypes = {
  status: { control: 'inline-radio', options: leadFormStatuses },
  values: { control: 'object' },
  errors: { control: 'object' },
} as const;

export const formWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem' }}>
    <Story />
  </div>
);

export async function expectFieldErrors(canvasElement: HTMLElement, expected: ReadonlyArray<readonly [label: string, message: string]>) {
  const canvas = within(canvasElement);
  for (const [label, message] of expected) {
    const field = canvas.getByRole('textbox', { name: label });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
}

export async function expectFailure(canvasElement: HTMLElement, message: string, onRetry: () => void) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(onRetry).toHaveBeenCalledOnce();
}

export interface RequiredTextField {
  label: string;
  message: string;
  /** What to type to satisfy the rule. */
  value: string;
}

/** The required fields both forms share besides Email, which the walkthrough handles itself. */
export const requiredNames: readonly RequiredTextField[] = [
  { label: 'First name', message: english.t('leadForm.firstNameRequired'), value: 'Jane' },
  { label: 'Last name', message: english.t('leadForm.lastNameRequired'), value: 'Doe' },
];

export interface ValidationWalkthrough {
  submitLabel: string;
  submittingLabel: string;
  required: readonly RequiredTextField[];
  onSubmit: () => void;
}

/** Submit empty, read each message, fix the e-mail in two steps (each edit clears its error), then send. */
export async function walkThroughValidation(canvasElement: HTMLElement, { submitLabel, submittingLabel, required, onSubmit }: ValidationWalkthrough) {
  const canvas = within(canvasElement);
  const field = (label: string) => canvas.getByRole('textbox', { name: label });
  const email = field('Email');
  const submit = canvas.getByRole('button', { name: submitLabel });

  await userEvent.click(submit);
  for (const { label, message } of required) await expect(field(label)).toHaveAccessibleDescription(message);
  await expect(email).toHaveAccessibleDescription(english.t('leadForm.emailRequired'));
  await expect(canvas.getAllByRole('alert')).toHaveLength(required.length + 1);
  await expect(field('First name')).toHaveFocus();
  await expect(onSubmit).not.toHaveBeenCalled();

  await userEvent.type(email, 'jane.doe@example');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await userEvent.click(submit);
  await expect(email).toHaveAccessibleDescription(english.t('leadForm.emailInvalid'));

  for (const { label, value } of required) await userEvent.type(field(label), value);
  await userEvent.type(email, '.com');
  await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
  await userEvent.click(submit);
  await expect(onSubmit).toHaveBeenCalledOnce();
  await expect(canvas.getByRole('button', { name: submittingLabel })).toBeDisabled();
}
