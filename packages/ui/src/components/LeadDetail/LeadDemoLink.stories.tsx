import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoUrlFixtures } from '../DemoUrlRow/demoUrlFixtures.ts';
import { LeadDemoLink } from './LeadDemoLink.tsx';

const meta = {
  title: 'Admin/LeadDemoLink',
  component: LeadDemoLink,
  args: { link: demoUrlFixtures.active, href: '/staff/demo-urls' },
} satisfies Meta<typeof LeadDemoLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const fact = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Client')).toHaveTextContent('priya.raman@northwind-logistics.example.com');
    await expect(fact(canvasElement, 'Status')).toHaveTextContent('Active');
    await expect(fact(canvasElement, 'Expiry')).toHaveTextContent('Expires in 12 days');
    await expect(fact(canvasElement, 'Opens')).toHaveTextContent('Opened 3 times · first Nov 18, last Nov 20');
  },
};

export const NeverOpened: Story = {
  args: { link: demoUrlFixtures.expiresTomorrow },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Opens')).toHaveTextContent('Not opened yet');
    await expect(fact(canvasElement, 'Expiry')).toHaveTextContent('Expires tomorrow');
  },
};

export const Expired: Story = {
  args: { link: demoUrlFixtures.expired },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Status')).toHaveTextContent('Expired');
  },
};

export const Revoked: Story = {
  args: { link: demoUrlFixtures.revoked },
  play: async ({ canvasElement }) => {
    await expect(fact(canvasElement, 'Expiry')).toHaveTextContent('Revoked Nov 19');
  },
};

/** Without an address for the demo URL list, no link to it. */
export const WithoutListLink: Story = {
  args: { href: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};
