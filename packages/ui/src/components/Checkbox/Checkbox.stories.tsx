import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedStory } from '../../test/localizedStory.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  ...localizedStory(Checkbox, ({ t }) => ({ label: t('checkbox.news') }), { onChange: fn() }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = localizedStory(Checkbox, ({ t }) => ({ label: t('checkbox.news'), hint: t('checkbox.newsHint') }));

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const Error: Story = localizedStory(Checkbox, ({ t }) => ({ label: t('checkbox.terms'), error: t('checkbox.termsRequired') }), { required: true });

export const LongLabel: Story = {
  ...localizedStory(Checkbox, ({ t }) => ({ label: t('checkbox.shareClips') })),
  globals: { viewport: { value: 'mobile' } },
};

/** Clicking the label toggles the real checkbox. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me product news and fleet safety tips' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send me product news and fleet safety tips'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
