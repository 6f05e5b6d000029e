import type { ManagerSession } from '@fleet/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionList } from './SessionList.tsx';

const sessions: ManagerSession[] = [
  {
    id: 'a1',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    client_ip: '203.0.113.24',
    created_at: '2026-11-21T08:12:00Z',
    last_seen_at: '2026-11-21T09:58:00Z',
    current: true,
  },
  {
    id: 'b2',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Version/19.0 Mobile/15E148 Safari/604.1',
    client_ip: '198.51.100.7',
    created_at: '2026-11-20T17:40:00Z',
    last_seen_at: '2026-11-20T18:05:00Z',
    current: false,
  },
  {
    id: 'c3',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0.0.0 Safari/537.36',
    client_ip: '2001:db8:85a3::8a2e:370:7334',
    created_at: '2026-11-19T07:03:00Z',
    last_seen_at: '2026-11-19T07:31:00Z',
    current: false,
  },
];

const meta = {
  title: 'Admin/SessionList',
  component: SessionList,
  args: { sessions, onEnd: fn(), onEndOthers: fn() },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('This session')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Safari on iPhone at 198.51.100.7' }));
    await expect(args.onEnd).toHaveBeenCalledWith('b2');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
  },
};

export const OnlyThisSession: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Sign out/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { sessions: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your sessions...');
  },
};

export const Failed: Story = {
  args: { sessions: undefined, error: 'Failed to load your sessions' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to load your sessions')).toBeVisible();
  },
};

export const SigningOutOne: Story = {
  args: { pending: 'b2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign out Safari on iPhone at 198.51.100.7' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  },
};

export const SigningOutOthers: Story = {
  args: { pending: 'others' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out all other sessions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SignOutFailed: Story = {
  args: { actionError: 'Failed to sign out the session' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to sign out the session')).toBeVisible();
  },
};

export const UnknownBrowser: Story = {
  args: { sessions: [sessions[0]!, { ...sessions[1]!, user_agent: '' }, { ...sessions[2]!, user_agent: `LegacyClient/1.0 ${'x'.repeat(120)}` }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown browser')).toBeVisible();
  },
};
