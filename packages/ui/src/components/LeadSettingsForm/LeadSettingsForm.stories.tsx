import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadSettingsForm } from './LeadSettingsForm.tsx';
import { leadSettingsFixtures } from './leadSettingsFixtures.ts';

const { roundRobin, manual } = leadSettingsFixtures;

const meta = {
  title: 'Admin/LeadSettingsForm',
  component: LeadSettingsForm,
  args: { settings: roundRobin, onSave: fn(), saving: false, saved: false, readOnly: false, loading: false },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof LeadSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Settings' }));

export const RoundRobin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Lead Assignment & Response' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Round Robin' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(canvas.getByLabelText('End')).toHaveValue('17:30');
    await expect(canvas.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('Europe/Berlin');
    await expect(canvas.getByRole('spinbutton', { name: 'Response Target (Hours)' })).toHaveValue(4);
  },
};

/** Manual assignment, Saturdays included, a half-hour target. */
export const Manual: Story = { args: { settings: manual } };

/** The form hands the app whole settings, the target in minutes. */
export const EditAndSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Manual' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday' }));
    const target = canvas.getByRole('spinbutton', { name: 'Response Target (Hours)' });
    await userEvent.clear(target);
    await userEvent.type(target, '0.5');
    await save(canvasElement);
    await expect(args.onSave).toHaveBeenCalledWith({ ...roundRobin, assignment: 'manual', business_days: [1, 2, 3, 4, 5, 6], response_target_minutes: 30 });
  },
};

/** Checked on Save: a day at least, an end after the start, a target up to a week; focus goes to the first problem. */
export const FieldErrors: Story = {
  args: { settings: { ...roundRobin, business_days: [], business_end: '08:00', response_target_minutes: 240 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('spinbutton', { name: 'Response Target (Hours)' });
    await userEvent.clear(target);
    await userEvent.type(target, '200');
    await save(canvasElement);
    await expect(args.onSave).not.toHaveBeenCalled();
    const days = canvas.getByRole('group', { name: 'Business Days' });
    await expect(days).toHaveAccessibleDescription('The response clock runs on these days only. Choose at least one business day');
    await waitFor(() => expect(days).toHaveFocus());
    await expect(canvas.getByLabelText('End')).toHaveAccessibleDescription('Must be later than the start');
    await expect(target).toHaveAccessibleDescription(/Enter a number of hours above 0, up to 168$/);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Lead settings saved.');
  },
};

/** The confirmation goes once the person edits again. */
export const SavedThenEdited: Story = {
  args: { saved: true },
  tags: ['interaction-only'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Saturday' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const SaveError: Story = {
  args: { error: 'Failed to save the lead settings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to save the lead settings');
  },
};

/** A manager sees the settings, disabled, and no Save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Only super admins can change these settings.');
    await expect(canvas.getByRole('radio', { name: 'Round Robin' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Time Zone' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { settings: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the lead settings...');
  },
};

export const LoadError: Story = {
  args: { settings: undefined, error: 'Failed to load the lead settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the lead settings');
    await expect(canvas.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  },
};
