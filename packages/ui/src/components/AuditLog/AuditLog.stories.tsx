import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectPagerMoves } from '../../test/behaviours/pagerBehaviour.ts';
import { AuditLog } from './AuditLog.tsx';
import { emptyAuditLogFilters } from './auditActions.ts';
import { auditLogFixtures } from './auditLogFixtures.ts';

const meta = {
  title: 'Admin/AuditLog',
  component: AuditLog,
  args: { entries: auditLogFixtures, total: 4, page: 1, pageSize: 50, filters: emptyAuditLogFilters, onFiltersChange: fn(), onPageChange: fn() },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Deactivated a manager: 2f0b6c1e-0000-4000-8000-000000000003')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1 · 4 events')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  args: { total: 230, page: 2 },
  play: ({ args, canvasElement }) => expectPagerMoves(canvasElement, args.onPageChange, 'Page 2 of 5 · 230 events'),
};

export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Event'), 'Sign-in failed');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...emptyAuditLogFilters, event: 'signin_failed' });
  },
};

export const FilteredToNothing: Story = {
  args: { entries: [], total: 0, filters: { ...emptyAuditLogFilters, actor: 'nobody', event: 'manager_delete' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No events match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(emptyAuditLogFilters);
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: undefined, total: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the audit log...');
  },
};

export const Failed: Story = {
  args: { entries: undefined, total: undefined, error: 'Failed to load the audit log' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to load the audit log')).toBeVisible();
  },
};
