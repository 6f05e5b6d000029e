import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminList } from '../../styles/adminList.css';
import { LeadRow } from './LeadRow.tsx';
import { leadFixtures, storyLeadHref } from './leadFixtures.ts';

const meta = {
  title: 'Admin/LeadRow',
  component: LeadRow,
  args: { lead: leadFixtures.priya, href: storyLeadHref(leadFixtures.priya.id) },
  decorators: [
    (Story) => (
      <ul className={adminList} aria-label="Leads">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof LeadRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', storyLeadHref(leadFixtures.priya.id));
    await expect(canvas.getByText('Fleet size 51-200 · Transportation')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Unassigned')).toBeVisible();
    await expect(canvas.getByText('Nov 21, 2026, 9:00 AM').parentElement).toHaveTextContent('Received Nov 21, 2026, 9:00 AM');
  },
};

/** A contact message without a company: the e-mail alone, and no demo details. */
export const ContactMessage: Story = {
  args: { lead: leadFixtures.tomas, href: storyLeadHref(leadFixtures.tomas.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contact')).toBeVisible();
    await expect(canvas.getByText('tomas.novak@example.com')).toBeVisible();
    await expect(canvas.queryByText(/^Fleet size/)).not.toBeInTheDocument();
  },
};

export const Owned: Story = {
  args: { lead: leadFixtures.grace, href: storyLeadHref(leadFixtures.grace.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Owner: Sarah Whitfield')).toBeVisible();
    await expect(canvas.getByText('Contacted')).toBeVisible();
  },
};

/** Long names, companies and e-mails wrap inside the row instead of widening the page. */
export const LongText: Story = { args: { lead: leadFixtures.longValues, href: storyLeadHref(leadFixtures.longValues.id) } };

/** The person asked again while the lead was open: the badge, and when the latest request came. */
export const RequestedAgain: Story = {
  args: { lead: leadFixtures.aiko, href: storyLeadHref(leadFixtures.aiko.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Requested Again')).toBeVisible();
    await expect(canvas.getByText(/^Last requested/)).toHaveTextContent('Last requested Nov 20, 2026, 9:00 AM');
    await expect(canvas.queryByText('Overdue')).not.toBeInTheDocument();
  },
};

/** Nobody worked it before its response target: 'Overdue' beside the status; from a third request the badge counts. */
export const Overdue: Story = {
  args: { lead: leadFixtures.ahmed, href: storyLeadHref(leadFixtures.ahmed.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('Requested 3 Times')).toBeVisible();
  },
};
