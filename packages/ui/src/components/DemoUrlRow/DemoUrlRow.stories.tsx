import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { copyStatuses } from '../../hooks/useCopyStatus.ts';
import { failingClipboard } from '../../test/storyProviders.ts';
import { demoUrlRowActions } from './DemoUrlActions.tsx';
import { DemoUrlRow } from './DemoUrlRow.tsx';
import { demoUrlFixtures } from './demoUrlFixtures.ts';

const meta = {
  title: 'Admin/DemoUrlRow',
  component: DemoUrlRow,
  args: { demoUrl: demoUrlFixtures.active, onRevoke: fn(), onExtend: fn() },
  argTypes: {
    copyStatus: { control: 'inline-radio', options: copyStatuses },
    pendingAction: { control: 'inline-radio', options: demoUrlRowActions },
    error: { control: 'text' },
  },
} satisfies Meta<typeof DemoUrlRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectText =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Created by Sarah Whitfield (sarah.whitfield@example.com)')).toBeVisible();
    await expect(canvas.getByText('Opened 3 times · first Nov 18, last Nov 20')).toBeVisible();
    const link = canvas.getByRole('link', { name: /demo\.example\.com/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExpiresToday: Story = { args: { demoUrl: demoUrlFixtures.expiresToday }, play: expectText('Expires today') };

export const ExpiresTomorrow: Story = { args: { demoUrl: demoUrlFixtures.expiresTomorrow }, play: expectText('Expires tomorrow') };

export const ExpiresInDays: Story = { args: { demoUrl: demoUrlFixtures.expiresInDays }, play: expectText('Expires in 5 days') };

/** No Revoke: there is nothing left to stop. Extend brings it back. */
export const Expired: Story = {
  args: { demoUrl: demoUrlFixtures.expired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Expired')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Extend/ })).toBeEnabled();
  },
};

export const Revoked: Story = {
  args: { demoUrl: demoUrlFixtures.revoked },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Revoked Nov 19')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(Revoke|Extend)/ })).not.toBeInTheDocument();
  },
};

export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link for priya.raman@northwind-logistics.example.com' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
  },
};

/** The notice goes back to 'Copy' after 2 s. */
export const CopiedThenIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy/ }));
    await canvas.findByRole('button', { name: 'Copied!' });
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Copy link/ })).toBeVisible(), { timeout: 3000 });
  },
};

export const CopyFailed: Story = {
  parameters: { clipboard: failingClipboard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Copy/ }));
    await expect(await canvas.findByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copy failed');
  },
};

/** Pinned by prop, for a stable screenshot of the confirmation. */
export const CopiedPinned: Story = { args: { copyStatus: 'copied' } };

export const NeverOpened: Story = { args: { demoUrl: demoUrlFixtures.expiresTomorrow }, play: expectText('Not opened yet') };

export const WebsiteRequest: Story = { args: { demoUrl: demoUrlFixtures.websiteRequest }, play: expectText('Website demo request') };

/** A link the website's demo request form issued, pointing at that request in Leads. */
export const WebsiteRequestWithLead: Story = {
  args: { demoUrl: demoUrlFixtures.websiteRequest, leadHref: `/staff/leads/${demoUrlFixtures.websiteRequest.lead_id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Website demo request/)).toHaveTextContent('Website demo request · View Lead from aiko.tanaka@example.com');
    await expect(canvas.getByRole('link', { name: 'View Lead from aiko.tanaka@example.com' })).toHaveAttribute(
      'href',
      `/staff/leads/${demoUrlFixtures.websiteRequest.lead_id}`,
    );
  },
};

export const Extend: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Extend/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '+7 days' }));
    await expect(args.onExtend).toHaveBeenCalledWith('7d');
  },
};

export const Revoking: Story = {
  args: { pendingAction: 'revoke' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Revoking\.\.\./ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Extend/ })).toBeDisabled();
  },
};

export const Extending: Story = { args: { pendingAction: 'extend' } };

export const ActionError: Story = {
  args: { error: 'Failed to revoke demo URL' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to revoke demo URL');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
