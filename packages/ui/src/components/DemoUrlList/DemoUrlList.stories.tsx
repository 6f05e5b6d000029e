import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoUrlFixtures } from '../DemoUrlRow/demoUrlFixtures.ts';
import { DemoUrlList } from './DemoUrlList.tsx';
import { demoUrlFilters } from './demoUrlFilters.ts';

const { active, expiresToday, expiresInDays, websiteRequest, expired, revoked } = demoUrlFixtures;
const mix = [active, expiresToday, expiresInDays, websiteRequest, expired, revoked];

const meta = {
  title: 'Admin/DemoUrlList',
  component: DemoUrlList,
  args: { demoUrls: mix, loading: false, onRevoke: fn(), onExtend: fn(), onFilterChange: fn() },
  argTypes: {
    filter: { control: 'inline-radio', options: demoUrlFilters },
    defaultFilter: { control: 'inline-radio', options: demoUrlFilters },
    error: { control: 'text' },
  },
} satisfies Meta<typeof DemoUrlList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowCount = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article').length;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowCount(canvasElement)).toBe(6);
    await userEvent.click(canvas.getByRole('button', { name: `Revoke link for ${active.client_email}` }));
    await expect(args.onRevoke).toHaveBeenCalledWith(active.id);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading demo URLs...');
  },
};

export const Empty: Story = {
  args: { demoUrls: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No demo URLs generated yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Failed to load demo URLs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load demo URLs');
  },
};

export const FilteredExpired: Story = {
  args: { defaultFilter: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Expired' })).toBeChecked();
    await expect(rowCount(canvasElement)).toBe(1);
    await expect(canvas.getByRole('heading', { name: expired.client_email })).toBeVisible();
  },
};

/** Expiring soon: active and due within 7 days, counted from the stories' fixed now. */
export const FilterExpiringSoon: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Expiring soon' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('expiringSoon');
    await expect(rowCount(canvasElement)).toBe(2);
    await expect(canvas.getByText('Showing 2 of 6 demo URLs')).toBeInTheDocument();
  },
};

export const FilterWithNoMatch: Story = {
  args: { demoUrls: [active, expiresInDays], defaultFilter: 'revoked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No demo URLs match this filter')).toBeVisible();
  },
};

export const RowBusyAndError: Story = {
  args: {
    pending: { id: expiresInDays.id, action: 'extend' },
    actionError: { id: active.id, message: 'Failed to revoke demo URL' },
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
