import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentMirrorStatus } from './ContentMirrorStatus.tsx';
import { contentMirrorFixtures } from './contentMirrorFixtures.ts';

const meta = {
  title: 'Admin/ContentMirrorStatus',
  component: ContentMirrorStatus,
  args: { status: contentMirrorFixtures.synced, loading: false },
  argTypes: { error: { control: 'text' }, now: { control: false } },
} satisfies Meta<typeof ContentMirrorStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Content Sync' });

export const Loading: Story = {
  args: { status: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByText('Loading the content sync status...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: undefined, error: 'Failed to load the content sync status' },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByRole('alert')).toHaveTextContent('Failed to load the content sync status');
  },
};

export const NotConfigured: Story = {
  args: { status: contentMirrorFixtures.notConfigured },
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    await expect(canvas.getByText(/the blog shows its built-in posts/)).toBeVisible();
    await expect(canvas.getByText('CONTENT_SOURCE_URL')).toBeVisible();
    await expect(canvas.queryByText('Last sync')).toBeNull();
  },
};

export const NeverSynced: Story = {
  args: { status: contentMirrorFixtures.neverSynced },
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    await expect(canvas.getByText(/^Never synced yet\. The first sync is due .* \(in 2 minutes\)\.$/)).toBeVisible();
    await expect(canvas.queryByText('In the mirror')).toBeNull();
  },
};

export const Synced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    await expect(canvas.getByText('https://blog.example.com/wp-json/')).toBeVisible();
    await expect(canvas.getByText('3 minutes ago')).toBeVisible();
    await expect(canvas.getByText('in 2 minutes')).toBeVisible();
    await expect(canvas.getByText('Synced')).toBeVisible();
    await expect(canvas.getByText('Incremental')).toBeVisible();
    await expect(canvas.getByText('2 added · 5 updated · 1 removed')).toBeVisible();
    await expect(canvas.getByText('Posts').nextElementSibling).toHaveTextContent('128');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SyncedFullImport: Story = {
  args: { status: contentMirrorFixtures.syncedFullImport },
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    await expect(canvas.getByText('Full import')).toBeVisible();
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByText('in 40 minutes')).toBeVisible();
  },
};

export const Running: Story = {
  args: { status: { ...contentMirrorFixtures.synced, running: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing now…');
    await expect(canvas.queryByText('Next sync')).toBeNull();
  },
};

/** The server's reason comes as it was logged, long and with markup in it: it is shown as text, never as HTML. */
export const Failed: Story = {
  args: { status: contentMirrorFixtures.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(panel(canvasElement));
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(alert).toHaveTextContent('The last 3 syncs failed in a row.');
    await expect(alert).toHaveTextContent('<title>502 Bad Gateway</title>');
    await expect(alert.querySelector('title, h1, center')).toBeNull();
    await expect(alert).toHaveTextContent(/Next attempt .* \(in 4 minutes\)\./);
  },
};
