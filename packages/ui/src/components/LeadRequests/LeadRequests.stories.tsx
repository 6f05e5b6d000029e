import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadRequests } from './LeadRequests.tsx';
import { contactThenDemo, leadRequestFixtures, repeatRequests } from './leadRequestFixtures.ts';

const meta = {
  title: 'Admin/LeadRequests',
  component: LeadRequests,
  args: { requests: [leadRequestFixtures.firstDemo] },
} satisfies Meta<typeof LeadRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Requests' })).getAllByRole('listitem');

/** A single request: when it came, what brought the person, and every field as sent. */
export const OneRequest: Story = {
  play: async ({ canvasElement }) => {
    const [request] = requestsOf(canvasElement);
    const fields = within(request!);
    await expect(fields.getByText('Nov 18, 2026, 10:00 AM')).toBeVisible();
    await expect(fields.getByText('Source newsletter · Campaign spring')).toBeVisible();
    await expect(fields.getByText('Company', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Northwind Logistics');
    await expect(fields.getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not given');
  },
};

/**
 * Sent again, oldest first: the second came from a new company (old → new, the new value highlighted), with a phone
 * number and a longer message; the third changed nothing.
 */
export const RepeatRequests: Story = {
  args: { requests: [...repeatRequests].reverse() },
  play: async ({ canvasElement }) => {
    const [first, second, third] = requestsOf(canvasElement);
    await expect(first).toHaveTextContent('Nov 18, 2026, 10:00 AM');
    const changed = within(second!);
    await expect(changed.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone', 'Company', 'Requirements']);
    await expect(changed.getByText('Company', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Was Northwind Logistics→, now Northwind Cold Chain Ltd',
    );
    await expect(changed.getByText('Source www.google.com')).toBeVisible();
    await expect(third).toHaveTextContent('The same details as the request before.');
    await expect(third).toHaveTextContent('Source direct');
  },
};

/** A contact message, then a demo request: the demo's fleet size and industry are new, and the visit was not recorded before. */
export const ContactThenDemo: Story = {
  args: { requests: contactThenDemo },
  play: async ({ canvasElement }) => {
    const [contact, demo] = requestsOf(canvasElement);
    await expect(within(contact!).getByText('Contact')).toBeVisible();
    await expect(contact).toHaveTextContent('Source not recorded');
    const changed = within(demo!);
    await expect(changed.getByText('Demo')).toBeVisible();
    await expect(changed.getAllByRole('term').map((term) => term.textContent)).toEqual(['Fleet size', 'Industry']);
    await expect(changed.getByText('Fleet size', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not asked before, now 51-200');
  },
};
