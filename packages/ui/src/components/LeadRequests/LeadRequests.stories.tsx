import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadRequests } from './LeadRequests.tsx';
import { contactThenDemo, forgedRepeat, leadFieldsOf, leadRequestFixtures, repeatRequests } from './leadRequestFixtures.ts';

const meta = {
  title: 'Admin/LeadRequests',
  component: LeadRequests,
  args: { requests: [leadRequestFixtures.firstDemo], leadFields: leadRequestFixtures.firstDemo.fields },
} satisfies Meta<typeof LeadRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Requests' })).getAllByRole('listitem');
const valueOf = (request: HTMLElement, label: string) => within(request).getByText(label, { selector: 'dt' }).nextElementSibling;
const unconfirmed = "A repeat request with the lead's e-mail address. Anyone can type an address into a form, so it may not come from them";

/** The request that made the lead: when it came, the address it came from, what brought the person. */
export const OneRequest: Story = {
  play: async ({ canvasElement }) => {
    const [request] = requestsOf(canvasElement);
    const row = within(request!);
    await expect(row.getByText('Nov 18, 2026, 10:00 AM')).toBeVisible();
    await expect(row.getByText('From 198.51.100.24 · Source newsletter · Campaign spring')).toBeVisible();
    await expect(row.getByText('Made the lead: its fields are the ones under What They Sent.')).toBeVisible();
    await expect(row.queryByText('Unconfirmed')).not.toBeInTheDocument();
  },
};

/**
 * Sent again, oldest first, each repeat compared with the lead: the second from a new company (the lead's value, then
 * the request's highlighted), with a phone number and a longer message; the third just as the first.
 */
export const RepeatRequests: Story = {
  args: { requests: [...repeatRequests].reverse(), leadFields: leadFieldsOf(repeatRequests) },
  play: async ({ canvasElement }) => {
    const [first, second, third] = requestsOf(canvasElement);
    await expect(first).toHaveTextContent('Nov 18, 2026, 10:00 AM');
    const changed = within(second!);
    await expect(changed.getByText('Unconfirmed')).toBeVisible();
    await expect(second).toHaveTextContent(unconfirmed);
    await expect(changed.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone', 'Company', 'Requirements']);
    await expect(valueOf(second!, 'Company')).toHaveTextContent('Lead: Northwind LogisticsThis request: Northwind Cold Chain Ltd');
    await expect(valueOf(second!, 'Phone')).toHaveTextContent('Lead: Not givenThis request: +44 113 496 0821');
    await expect(changed.getByText('From 2001:db8:4f2a:17::8c · Source www.google.com')).toBeVisible();
    await expect(third).toHaveTextContent('The same details as the lead.');
    await expect(third).toHaveTextContent('From 2001:db8:4f2a:17::31 · Source direct');
  },
};

/** A contact message, then a demo request: its fleet size and industry the lead never asked; the first kept no address or visit. */
export const ContactThenDemo: Story = {
  args: { requests: contactThenDemo, leadFields: leadFieldsOf(contactThenDemo) },
  play: async ({ canvasElement }) => {
    const [contact, demo] = requestsOf(canvasElement);
    await expect(within(contact!).getByText('Contact')).toBeVisible();
    await expect(contact).toHaveTextContent('Address not recorded · Source not recorded');
    const changed = within(demo!);
    await expect(changed.getByText('Demo')).toBeVisible();
    await expect(changed.getAllByRole('term').map((term) => term.textContent)).toEqual(['Fleet size', 'Industry']);
    await expect(valueOf(demo!, 'Fleet size')).toHaveTextContent('Lead: Not askedThis request: 51-200');
  },
};

/**
 * Someone else typed Priya's address, from another machine: their name, company and message stand out against the
 * lead's, which stay as they were.
 */
export const ForgedRequest: Story = {
  args: { requests: forgedRepeat, leadFields: leadFieldsOf(forgedRepeat) },
  play: async ({ canvasElement }) => {
    const [, forged] = requestsOf(canvasElement);
    const row = within(forged!);
    await expect(row.getByText('Unconfirmed')).toBeVisible();
    await expect(row.getByText('From 203.0.113.66 · Source direct')).toBeVisible();
    await expect(row.getByText('Nov 21, 2026, 7:00 AM')).toBeVisible();
    await expect(forged).toHaveTextContent(unconfirmed);
    await expect(row.getAllByRole('term').map((term) => term.textContent)).toEqual(['First name', 'Last name', 'Company', 'Requirements']);
    await expect(valueOf(forged!, 'First name')).toHaveTextContent('Lead: PriyaThis request: Forged');
    await expect(valueOf(forged!, 'Company')).toHaveTextContent('Lead: Northwind LogisticsThis request: Evil');
    await expect(row.getByText('Not interested, close it')).toBeVisible();
  },
};
