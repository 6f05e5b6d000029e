import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { daysFromStoryNow } from '../../test/storyProviders.ts';
import { leadNoteFixtures } from '../LeadNotes/leadNoteFixtures.ts';
import { LeadDetail } from './LeadDetail.tsx';
import { leadDetailFixtures, leadResponseFixtures, storyViewerId } from './leadDetailFixtures.ts';

const { demoRequest, contactMessage } = leadDetailFixtures;
const failedEmail = demoRequest.emails[1]!;

const meta = {
  title: 'Admin/LeadDetail',
  component: LeadDetail,
  args: {
    lead: demoRequest,
    viewerId: storyViewerId,
    backHref: '/staff/leads',
    demoLinkHref: '/staff/demo-urls',
    noteDraft: '',
    onStatusChange: fn(),
    onTake: fn(),
    onNoteDraftChange: fn(),
    onAddNote: fn(),
    onResend: fn(),
  },
  argTypes: { error: { control: 'text' }, statusError: { control: 'text' }, takeError: { control: 'text' }, noteError: { control: 'text' } },
} satisfies Meta<typeof LeadDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The lead's own facts come first; the demo link's box has a 'Status' too.
const standing = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling as HTMLElement;

/** A demo request someone else has: every section, with the demo link it issued. */
export const DemoRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    await expect(canvas.getByText('Northwind Logistics · priya.raman@northwind-logistics.example.com')).toBeVisible();
    await expect(standing(canvasElement, 'Kind')).toHaveTextContent('Demo');
    await expect(standing(canvasElement, 'Received')).toHaveTextContent('Nov 21, 2026, 9:00 AM1 hour ago');
    await expect(standing(canvasElement, 'Status')).toHaveTextContent('Contacted');
    await expect(standing(canvasElement, 'Owner')).toHaveTextContent('Sarah Whitfield');
    await expect(canvas.getByRole('button', { name: 'Take Lead' })).toBeVisible();
    for (const section of ['What They Sent', 'Where They Came From', 'Notes', 'Demo Link', 'E-mails', 'History']) {
      await expect(canvas.getByRole('region', { name: section })).toBeVisible();
    }
    const origin = within(canvas.getByRole('region', { name: 'Where They Came From' }));
    const origins: [string, string][] = [
      ['Source', 'newsletter'],
      ['Campaign', 'spring'],
      ['Landing page', '/pricing'],
      ['Pages viewed', '4'],
    ];
    for (const [label, value] of origins) {
      await expect(origin.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    const demoLink = within(canvas.getByRole('region', { name: 'Demo Link' }));
    await expect(demoLink.getByText('Opened 3 times · first Nov 18, last Nov 20')).toBeVisible();
    await expect(demoLink.getByRole('link', { name: 'View in Demo URLs' })).toHaveAttribute('href', '/staff/demo-urls');
    await expect(canvas.getByRole('link', { name: 'All Leads' })).toHaveAttribute('href', '/staff/leads');
    await expect(canvas.queryByRole('button', { name: /^Send Again/ })).not.toBeInTheDocument();
  },
};

/** The viewer's own lead: no 'Take Lead'. A contact message issues no demo link. */
export const ContactMessage: Story = {
  args: { lead: contactMessage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(standing(canvasElement, 'Owner')).toHaveTextContent('Eleanor Vance (you)');
    await expect(canvas.queryByRole('button', { name: 'Take Lead' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Demo Link' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No notes yet')).toBeVisible();
    await expect(canvas.getByText('Not recorded: this lead arrived before visits were counted.')).toBeVisible();
  },
};

/** What was sent is shown exactly, as text: markup shows its characters, and an empty field says so (ContactMessage's screenshot shows it). */
export const FieldsAsSent: Story = {
  tags: ['interaction-only'],
  args: { lead: contactMessage },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement).getByRole('region', { name: 'What They Sent' });
    const message = within(fields).getByText(/motorbikes/);
    await expect(message.textContent).toBe('Do your cameras work on <b>motorbikes</b>?\nWe run 6 couriers in Brno & <i>surroundings</i>.');
    await expect(fields.querySelector('b, i')).toBeNull();
    await expect(within(fields).getAllByText('Not given')).toHaveLength(2);
  },
};

export const Unassigned: Story = {
  args: { lead: { ...demoRequest, owner: null, status: 'new' } },
  play: async ({ canvasElement }) => {
    await expect(standing(canvasElement, 'Owner')).toHaveTextContent('UnassignedTake Lead');
  },
};

export const TakeLead: Story = {
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Take Lead' }));
    await expect(args.onTake).toHaveBeenCalledOnce();
  },
};

export const Taking: Story = {
  args: { taking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Taking...' })).toBeDisabled();
    await expect(canvas.getByText('Taking the lead...')).toBeInTheDocument();
  },
};

export const TakeFailed: Story = {
  args: { takeError: 'Failed to take the lead' },
  play: async ({ canvasElement }) => {
    await expect(within(standing(canvasElement, 'Owner')).getByRole('alert')).toHaveTextContent('Failed to take the lead');
  },
};

/** The status menu: the current status ticked; picking another asks the app for it. */
export const ChangeStatus: Story = {
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Status' }));
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Contacted' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Won' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('won');
  },
};

export const StatusSaving: Story = {
  args: { statusSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const StatusFailed: Story = {
  args: { statusError: 'Failed to change the status' },
  play: async ({ canvasElement }) => {
    await expect(within(standing(canvasElement, 'Status')).getByRole('alert')).toHaveTextContent('Failed to change the status');
  },
};

/** A super admin: the failed e-mail offers 'Send Again'. */
export const FailedEmail: Story = {
  args: { canResend: true },
  play: async ({ args, canvasElement }) => {
    const emails = within(within(canvasElement).getByRole('region', { name: 'E-mails' }));
    await expect(emails.getByText(/^after 10 attempts/)).toHaveTextContent('Failed after 10 attempts · queued Nov 20, 2026, 9:00 AM');
    await userEvent.click(emails.getByRole('button', { name: `Send Again (${failedEmail.subject})` }));
    await expect(args.onResend).toHaveBeenCalledWith(failedEmail.id);
  },
};

export const LongNote: Story = {
  args: { lead: { ...demoRequest, notes: [leadNoteFixtures.long, ...demoRequest.notes] } },
  play: async ({ canvasElement }) => {
    const notes = within(within(canvasElement).getByRole('region', { name: 'Notes' }));
    await expect(notes.getByText(/^Call with Priya/).textContent).toBe(leadNoteFixtures.long.text);
  },
};

export const AddingNote: Story = {
  args: { noteDraft: 'Demo booked for Tuesday.', addingNote: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { lead: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the lead...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { lead: undefined, error: 'Failed to load the lead' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the lead');
  },
};

/** Nobody worked it before its target: 'Overdue' and since when, beside 'Unassigned' and 'Take Lead'. */
export const Overdue: Story = {
  args: { lead: leadResponseFixtures.overdue },
  play: async ({ canvasElement }) => {
    const response = standing(canvasElement, 'Response');
    await expect(within(response).getByText('Overdue')).toBeVisible();
    await expect(response).toHaveTextContent('Overdue since Nov 20, 2026, 1:00 PM21 hours ago');
  },
};

/** Not worked yet, the target still ahead: when it must be worked by. */
export const Unworked: Story = {
  args: { lead: { ...leadResponseFixtures.overdue, received_at: daysFromStoryNow(0, 9), respond_by: daysFromStoryNow(0, 13), overdue: false } },
  play: async ({ canvasElement }) => {
    await expect(standing(canvasElement, 'Response')).toHaveTextContent('UnworkedRespond by Nov 21, 2026, 1:00 PMin 3 hours');
  },
};

/** Worked: how long it took, in business hours, and when. */
export const Worked: Story = {
  args: { lead: leadResponseFixtures.worked },
  play: async ({ canvasElement }) => {
    await expect(standing(canvasElement, 'Response')).toHaveTextContent('Worked in 4 h 20 minNov 19, 2026, 10:00 AM');
  },
};

/** Sent three times: the badge and the latest request by when it came, and 'Requests' with where each repeat differs from the lead. */
export const RequestedAgain: Story = {
  args: { lead: leadResponseFixtures.requestedAgain },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(standing(canvasElement, 'Received')).toHaveTextContent('Requested 3 Times');
    await expect(standing(canvasElement, 'Received')).toHaveTextContent('Last Nov 21, 2026, 8:00 AM');
    await expect(canvas.getByText('Northwind Logistics · priya.raman@northwind-logistics.example.com')).toBeVisible();
    const requests = within(canvas.getByRole('region', { name: 'Requests' }));
    await expect(requests.getAllByRole('listitem')).toHaveLength(3);
    await expect(requests.getAllByText('Unconfirmed')).toHaveLength(2);
    await expect(requests.getByText('Northwind Cold Chain Ltd')).toBeVisible();
  },
};

/** A forged contact message with Priya's address: the page is hers as it was; the request stands apart, unconfirmed. */
export const ForgedRepeatRequest: Story = {
  args: { lead: leadResponseFixtures.forgedRepeat },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    await expect(standing(canvasElement, 'Kind')).toHaveTextContent('Demo');
    const sent = within(canvas.getByRole('region', { name: 'What They Sent' }));
    await expect(sent.getByText('Company', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Northwind Logistics');
    const requests = within(canvas.getByRole('region', { name: 'Requests' }));
    await expect(requests.getByText('From 203.0.113.66 · Source direct')).toBeVisible();
    await expect(requests.getByText('Evil')).toBeVisible();
  },
};

/** A single request: no 'Requests' section, the page says it all already. */
export const SingleRequest: Story = {
  tags: ['interaction-only'],
  args: { lead: { ...demoRequest, request_count: 1, requests: [leadResponseFixtures.requestedAgain.requests[0]!] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Requests' })).not.toBeInTheDocument();
    await expect(standing(canvasElement, 'Received')).not.toHaveTextContent('Requested');
  },
};

/** On a phone the page is one column: the demo link, the e-mails and the history come after the notes. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('region', { name: 'Notes' }).getBoundingClientRect();
    const demoLink = canvas.getByRole('region', { name: 'Demo Link' }).getBoundingClientRect();
    await expect(demoLink.top).toBeGreaterThan(notes.bottom);
    await expect(demoLink.left).toBe(notes.left);
  },
};
