import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { localizedStory } from '../../test/localizedStory.tsx';
import { Button } from '../Button/Button.tsx';
import { control } from './Field.css';
import { Field } from './Field.tsx';
import type { FieldControlProps } from './useField.ts';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  ...localizedStory(Field, ({ t }) => ({ label: t('contactForm.company') }), {
    children: (controlProps: FieldControlProps) => <input className={control} {...controlProps} />,
  }),
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = localizedStory(Field, ({ t }) => ({ label: t('contactForm.company'), hint: t('field.companyHint') }));

export const Required: Story = localizedStory(Field, ({ t }) => ({ label: t('leadForm.firstName') }), { required: true });

export const Error: Story = localizedStory(Field, ({ t }) => ({ label: t('contactForm.company'), error: t('leadForm.companyRequired') }), { required: true });

export const HiddenLabel: Story = localizedStory(Field, ({ t }) => ({ label: t('field.searchPosts') }), { hideLabel: true });

function EmailForm() {
  const { t } = useMessages();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(email.trim() ? '' : t('leadForm.emailRequired'));
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Field label={t('leadForm.email')} hint={t('field.replyHint')} error={error} required>
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
      <Button type="submit">{t('contactForm.submit')}</Button>
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
