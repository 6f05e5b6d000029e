import { leadStatuses } from '@fleet/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectMenuContract } from '../../test/behaviours/menuBehaviour.ts';
import { leadStatusLabels } from '../LeadStatusBadge/leadStatus.ts';
import { LeadStatusMenu } from './LeadStatusMenu.tsx';

const meta = {
  title: 'Admin/LeadStatusMenu',
  component: LeadStatusMenu,
  args: { status: 'new', onChange: fn() },
  argTypes: { status: { control: 'inline-radio', options: leadStatuses }, error: { control: 'text' } },
} satisfies Meta<typeof LeadStatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {};

/** The menu for a lead in each status: the badge shows where it stands. */
export const EachStatus: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {leadStatuses.map((status) => (
        <LeadStatusMenu key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of leadStatuses) await expect(canvas.getByText(leadStatusLabels[status])).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Change Status' })).toHaveLength(leadStatuses.length);
  },
};

/** Opened: the five statuses, the current one ticked. */
export const Open: Story = {
  args: { status: 'contacted' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Status' }));
    const menu = await screenOf(canvasElement).findByRole('menu', { name: 'Change Status' });
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(leadStatuses.length);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Contacted' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'New' })).not.toBeChecked();
  },
};

/** Picking another status asks for it; picking the current one asks for nothing. */
export const ChangeStatus: Story = {
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Change Status' });
    await userEvent.click(trigger);
    await userEvent.click(await screenOf(canvasElement).findByRole('menuitemradio', { name: 'New' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screenOf(canvasElement).findByRole('menuitemradio', { name: 'Qualified' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('qualified');
  },
};

export const KeyboardContract: Story = {
  tags: ['interaction-only'],
  play: async ({ canvasElement }) => {
    await expectMenuContract({ canvasElement, trigger: 'Change Status' });
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving the status...');
  },
};

export const Error: Story = {
  args: { error: 'Failed to change the status' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to change the status');
  },
};
