import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localizedStory } from '../../test/localizedStory.tsx';
import { Textarea } from './Textarea.tsx';

const requirements = ({ t }: Messages) => ({ label: t('textarea.label'), hint: t('textarea.hint') });

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  ...localizedStory(Textarea, requirements, { fullWidth: true, onChange: fn() }),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = localizedStory(Textarea, (messages) => ({ ...requirements(messages), defaultValue: messages.t('textarea.filled') }));

export const Error: Story = localizedStory(Textarea, (messages) => ({ ...requirements(messages), error: messages.t('textarea.required') }), { required: true });

export const Disabled: Story = localizedStory(Textarea, (messages) => ({ ...requirements(messages), defaultValue: messages.t('textarea.sent') }), {
  disabled: true,
});

export const Rows: Story = { args: { rows: 8 } };
