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
  args: {
    demoUrls: mix,
    loading: false,
    onRevoke: fn(),
    onExtend: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    leadHref: (leadId: string) => `/staff/leads/${leadId}`,
  },
  argTypes: {
    sort: { control: 'inline-radio', options: ['created', 'last_opened'] },
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

/** The website's demo requests link to their lead; the others were made by hand and have none. */
export const LinksToLeads: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: /^View Lead from / });
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([`/staff/leads/${websiteRequest.lead_id}`]);
  },
};

/** 'Sort by' asks the app for the other order; the list shows the links in the order it is given. */
export const SortByLastOpened: Story = {
  args: { sort: 'last_opened', demoUrls: [expiresInDays, active, expiresToday, expired, websiteRequest, revoked] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('last_opened');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      [expiresInDays, active, expiresToday, expired, websiteRequest, revoked].map((link) => link.client_email),
    );
    await userEvent.selectOptions(sort, 'Newest first');
    await expect(args.onSortChange).toHaveBeenCalledWith('created');
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
