import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { ManagerList, managerConfirmations } from './ManagerList.tsx';
import { managerFixtures, managerFixturesTwoSupers, managerPeople } from './managerFixtures.ts';

const { eleanor, sarah, aisha, jonas } = managerPeople;

const meta = {
  title: 'Admin/ManagerList',
  component: ManagerList,
  args: { managers: managerFixtures, loading: false, onInvite: fn(), onActivate: fn(), onDeactivate: fn(), onDelete: fn(), onResetMfa: fn() },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof ManagerList>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowOf = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByText(name, { selector: 'p' }).closest('li') as HTMLElement);

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Manager' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sales managers...');
  },
};

export const Empty: Story = {
  args: { managers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sales managers found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Failed to load sales managers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load sales managers');
  },
};

/** After an invite: the page's notice sits under its title, above the team. */
export const Invited: Story = {
  args: { notice: <InlineMessage tone="success">Sales manager invited successfully</InlineMessage> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sales manager invited successfully');
  },
};

/** Eleanor is the only active super admin: her row offers neither Deactivate nor Delete. */
export const LastSuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: `Deactivate ${eleanor.name}` })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Delete ${eleanor.name}` })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Deactivate ${sarah.name}` })).toBeVisible();
  },
};

export const TwoSuperAdmins: Story = {
  args: { managers: managerFixturesTwoSupers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Deactivate ${eleanor.name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Delete ${eleanor.name}` })).toBeVisible();
  },
};

/** Activating needs no confirmation. */
export const Activate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Activate ${aisha.name}` }));
    await expect(args.onActivate).toHaveBeenCalledWith(aisha.id);
    await expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Activating: Story = { args: { pending: { id: aisha.id, action: 'activate' } } };

export const ConfirmDeactivate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Deactivate ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: `Deactivate ${sarah.name}` });
    await expect(dialog).toHaveAccessibleDescription(managerConfirmations.deactivate.message);
    await expect(dialog).toHaveTextContent('Are you sure you want to deactivate this manager? They will no longer be able to access the system.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(sarah.id);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ConfirmDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: `Delete ${sarah.name}`, dialog: `Delete ${sarah.name}`, role: 'alertdialog' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: `Delete ${sarah.name}` });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this manager? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The app returns the request's promise: the dialog stays open, busy, until it settles. */
export const ConfirmPending: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed delete keeps the dialog open with the reason, so the person can retry or cancel. */
export const ConfirmFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new globalThis.Error(''))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete manager');
  },
};

/** A deactivation that failed without the server's message keeps its confirmation open, saying so. */
export const DeactivateFailed: Story = {
  args: { onDeactivate: fn(() => Promise.reject(new globalThis.Error('Failed to deactivate manager'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Deactivate ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: `Deactivate ${sarah.name}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to deactivate manager');
    await expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  },
};

/** An activation that failed says so on the manager's row. */
export const ActionError: Story = {
  args: { actionError: { id: aisha.id, action: 'activate', message: 'Failed to update manager status' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to update manager status');
  },
};

/** A manager with two-step verification carries its badge and a reset, asked for like the other lasting changes. */
export const ConfirmResetTwoStep: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('2-Step On')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: `Reset 2-Step ${aisha.name}` })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Reset 2-Step ${sarah.name}` }));
    const dialog = await screenOf(canvasElement).findByRole('alertdialog', { name: `Reset Two-Step Verification ${sarah.name}` });
    await expect(dialog).toHaveAccessibleDescription(managerConfirmations.resetMfa.message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(args.onResetMfa).toHaveBeenCalledWith(sarah.id);
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ResettingTwoStep: Story = {
  args: { pending: { id: sarah.id, action: 'resetMfa' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Resetting... ${sarah.name}` })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: `Delete ${sarah.name}` })).toBeDisabled();
  },
};

export const ResetTwoStepFailed: Story = {
  args: { actionError: { id: sarah.id, action: 'resetMfa', message: 'Failed to reset two-step verification' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to reset two-step verification');
  },
};

/** Round robin gives new leads to active managers with 'Takes New Leads' on; the app saves each change. */
export const TakesLeads: Story = {
  args: { onTakesLeadsChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: `Takes New Leads (${sarah.name})` })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: `Takes New Leads (${aisha.name})` })).toHaveAccessibleDescription('Only once active again');
    const box = canvas.getByRole('checkbox', { name: `Takes New Leads (${jonas.name})` });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onTakesLeadsChange).toHaveBeenCalledWith(jonas.id, true);
  },
};

export const TakesLeadsSaving: Story = {
  args: { onTakesLeadsChange: fn(), takesLeadsSaving: [jonas.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: `Takes New Leads (${jonas.name})` })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: `Takes New Leads (${sarah.name})` })).toBeEnabled();
    await expect(rowOf(canvasElement, jonas.name).getByRole('status')).toHaveTextContent('Saving...');
  },
};

export const TakesLeadsFailed: Story = {
  args: { onTakesLeadsChange: fn(), takesLeadsError: { id: jonas.id, message: 'Failed to update the manager' } },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, jonas.name).getByRole('alert')).toHaveTextContent('Failed to update the manager');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
