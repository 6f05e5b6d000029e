import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectPagerMoves } from '../../test/behaviours/pagerBehaviour.ts';
import { LeadList } from './LeadList.tsx';
import { emptyLeadListFilters } from './lead.ts';
import {
  leadCampaignOptions,
  leadFixtures,
  leadOwnerOptions,
  leadPage,
  leadSourceOptions,
  overdueFirstPage,
  overdueLeads,
  storyLeadHref,
} from './leadFixtures.ts';

const meta = {
  title: 'Admin/LeadList',
  component: LeadList,
  args: {
    leads: leadPage,
    total: leadPage.length,
    page: 1,
    pageSize: 50,
    filters: emptyLeadListFilters,
    owners: leadOwnerOptions,
    sources: leadSourceOptions,
    campaigns: leadCampaignOptions,
    hrefFor: storyLeadHref,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onExport: fn(),
  },
  argTypes: { error: { control: 'text' }, exportError: { control: 'text' } },
} satisfies Meta<typeof LeadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Leads' });

/** Every status and both kinds; a demo request shows its fleet size and industry, an unowned lead reads 'Unassigned'. */
export const OnePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(list(canvasElement));
    await expect(rows.getAllByRole('listitem')).toHaveLength(6);
    await expect(rows.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', storyLeadHref(leadFixtures.priya.id));
    await expect(rows.getByText('Northwind Logistics · priya.raman@northwind-logistics.example.com')).toBeVisible();
    await expect(rows.getByText('Fleet size 51-200 · Transportation')).toBeVisible();
    await expect(rows.getAllByText('Unassigned')).toHaveLength(2);
    await expect(rows.getAllByText('Owner: Sarah Whitfield')).toHaveLength(2);
    await expect(canvas.getByText('Page 1 of 1 · 6 leads')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = {
  args: { total: 230, page: 2 },
  play: ({ args, canvasElement }) => expectPagerMoves(canvasElement, args.onPageChange, 'Page 2 of 5 · 230 leads'),
};

/** Each filter hands the app the whole set of filters with the one change. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Demo');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, kind: 'demo' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Won');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, status: 'won' });
    await userEvent.selectOptions(canvas.getByLabelText('Response'), 'Overdue');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, response: 'overdue' });
    await userEvent.selectOptions(canvas.getByLabelText('Owner'), 'Unassigned');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, owner: 'unassigned' });
    await userEvent.selectOptions(canvas.getByLabelText('Owner'), 'Marco Delgado');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, owner: leadFixtures.lukas.owner.id });
    await userEvent.selectOptions(canvas.getByLabelText('Source'), 'newsletter');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, source: 'newsletter' });
    await userEvent.selectOptions(canvas.getByLabelText('Campaign'), 'spring');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, campaign: 'spring' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'N');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, search: 'N' });
  },
};

/** Filtered: 'Clear filters' shows, and the count is announced. */
export const Filtered: Story = {
  args: { leads: [leadFixtures.hannah], total: 1, filters: { ...emptyLeadListFilters, status: 'won', owner: 'mine' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Status')).toHaveValue('won');
    await expect(canvas.getByLabelText('Owner')).toHaveValue('mine');
    await expect(canvas.getByText('1 lead matches these filters')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** As the server sends a page: the overdue leads on top, each marked, then the rest newest first. */
export const OverdueFirst: Story = {
  args: { leads: overdueFirstPage, total: overdueFirstPage.length },
  play: async ({ canvasElement }) => {
    const rows = within(list(canvasElement)).getAllByRole('listitem');
    await expect(rows.map((row) => within(row).queryByText('Overdue') !== null)).toEqual([true, true, false, false, false, false, false, false, false]);
    await expect(rows[0]).toHaveTextContent('Requested 3 Times');
    await expect(rows[6]).toHaveTextContent('Requested Again');
  },
};

/** Only the overdue leads: the Response filter shows its choice, and 'Clear filters' is offered. */
export const ResponseFilter: Story = {
  args: { leads: overdueLeads, total: overdueLeads.length, filters: { ...emptyLeadListFilters, response: 'overdue' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const response = canvas.getByLabelText('Response');
    await expect(response).toHaveValue('overdue');
    await expect(
      within(response)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Unworked', 'Overdue']);
    await expect(canvas.getByText('2 leads match these filters')).toBeInTheDocument();
    await userEvent.selectOptions(response, 'Unworked');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...emptyLeadListFilters, response: 'unworked' });
  },
};

export const FilteredToNothing: Story = {
  args: { leads: [], total: 0, filters: { ...emptyLeadListFilters, kind: 'contact', search: 'northwind' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads match these filters')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('northwind');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(emptyLeadListFilters);
  },
};

export const Empty: Story = {
  args: { leads: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No leads yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { leads: undefined, total: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading leads...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { leads: undefined, total: undefined, error: 'Failed to load leads' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load leads');
  },
};

export const Export: Story = {
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  },
};

export const ExportFailed: Story = {
  args: { exportError: 'Failed to export leads' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to export leads');
  },
};

/** On a phone each row stacks: where the lead stands comes under who sent it. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first] = within(list(canvasElement)).getAllByRole('listitem');
    const row = within(first!);
    const name = row.getByRole('link', { name: 'Priya Raman' }).getBoundingClientRect();
    const received = row.getByText(/^Received/).getBoundingClientRect();
    await expect(received.top).toBeGreaterThan(name.bottom);
    await expect(received.left).toBeLessThanOrEqual(name.left);
  },
};
