import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPaths } from '../AdminShell/adminShellFixtures.tsx';
import { DashboardCounters } from './DashboardCounters.tsx';

const meta = {
  title: 'Admin/DashboardCounters',
  component: DashboardCounters,
  args: {
    activeDemoUrls: 12,
    activeManagers: 4,
    expiringSoon: 3,
    showManagers: true,
    loading: false,
    demoUrlsHref: storyPaths.demoUrls,
    managersHref: storyPaths.managers,
  },
  argTypes: { error: { control: 'text' } },
} satisfies Meta<typeof DashboardCounters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Error: Story = { args: { error: 'Failed to load dashboard data. Please try again later.' } };

/** A manager (not super) never loads the manager count: it shows 0 and the team link is gone. */
export const ManagerView: Story = { args: { showManagers: false } };

export const Zeros: Story = { args: { activeDemoUrls: 0, activeManagers: 0, expiringSoon: 0 } };

export const LargeNumbers: Story = { args: { activeDemoUrls: 12847, activeManagers: 1204, expiringSoon: 3391 } };
