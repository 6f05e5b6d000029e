import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { DashboardCounters } from '../DashboardCounters/DashboardCounters.tsx';
import { AdminShell } from './AdminShell.tsx';
import { storyNavItems, storyPaths, storySuperNavItems } from './adminShellFixtures.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  args: {
    user: { name: 'Dana Whitfield', email: 'dana.whitfield@example.com' },
    currentPath: storyPaths.dashboard,
    navItems: storyNavItems,
    changePasswordHref: storyPaths.changePassword,
    signingOut: false,
    onSignOut: fn(),
    onMenuOpenChange: fn(),
    pageTitle: <AdminPageHeader title="Dashboard" description="Demo links and the sales team at a glance." />,
    children: (
      <DashboardCounters activeDemoUrls={12} activeManagers={4} expiringSoon={3} demoUrlsHref={storyPaths.demoUrls} managersHref={storyPaths.managers} />
    ),
  },
  argTypes: {
    currentPath: { control: 'select', options: Object.values(storyPaths) },
    pageTitle: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {};

export const SuperAdmin: Story = {
  args: {
    navItems: storySuperNavItems,
    user: { name: 'Morgan Reyes', email: 'morgan.reyes@example.com' },
    children: (
      <DashboardCounters
        activeDemoUrls={12}
        activeManagers={4}
        expiringSoon={3}
        showManagers
        demoUrlsHref={storyPaths.demoUrls}
        managersHref={storyPaths.managers}
      />
    ),
  },
};

export const ManagersPage: Story = {
  args: {
    navItems: storySuperNavItems,
    currentPath: storyPaths.managers,
    pageTitle: <AdminPageHeader title="Sales Managers" description="Invite sales staff and manage their access." />,
    children: null,
  },
};

export const ChangePasswordPage: Story = {
  args: {
    currentPath: storyPaths.changePassword,
    pageTitle: <AdminPageHeader title="Change Password" />,
    children: null,
  },
};

export const SigningOut: Story = { args: { signingOut: true } };

export const LongNameAndEmail: Story = {
  args: {
    user: {
      name: 'Maximiliana Alexandra Oyelaran-Fitzgerald van der Berg',
      email: 'maximiliana.oyelaran-fitzgerald.vanderberg@regional-sales.example-fleet-partners.com',
    },
  },
};

/** Small screens: the navigation folds behind 'Menu'; opening it shows the links, closing hides them again. */
export const MobileClosed: Story = {
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // hidden: from tablet width up the toggle is not displayed, yet the story also runs there.
    const menu = canvas.getByRole('button', { name: 'Menu', hidden: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileOpen: Story = { globals: mobile, args: { defaultMenuOpen: true } };

export const MobileOpenSuperAdmin: Story = { globals: mobile, args: { ...SuperAdmin.args, defaultMenuOpen: true } };
