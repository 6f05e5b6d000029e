import { brand } from '@fleet/content/brand/brand.ts';
import { navigationItems } from '@fleet/content/siteFrame.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { NavigationBar } from './NavigationBar.tsx';

// The play function reads the English labels (stories are tested in English).
const englishItems = navigationItems(messagesFor('en'));

const logo = (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
    <rect width="28" height="28" rx="6" fill="currentColor" />
    <circle cx="14" cy="14" r="6" fill="none" stroke="white" strokeWidth="3" />
  </svg>
);

const meta = {
  title: 'Site/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: brand.productName,
    logo,
    items: englishItems,
    signInHref: brand.appSignInUrl,
    getStartedHref: brand.appSignUpUrl,
  },
  // The links in the language the toolbar chose, and that language marked as the page's.
  render: function NavigationBarStory(args) {
    const messages = useMessages();
    const languages = args.languages?.map((language) => ({ ...language, current: language.lang === messages.lang }));
    return <NavigationBar {...args} items={navigationItems(messages)} languages={languages} />;
  },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count has not arrived yet: the badge shows nothing but keeps its place. */
export const Default: Story = {};

export const WithCount: Story = { args: { dashcamCount: 12847 } };

export const CurrentPage: Story = { args: { dashcamCount: 12847, currentHref: '/pricing' } };

export const MobileClosed: Story = {
  args: { dashcamCount: 12847 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileOpen: Story = {
  args: { dashcamCount: 12847, currentHref: '/dashcams', defaultMobileMenuOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMenuToggle: Story = {
  args: { dashcamCount: 12847 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    // The popover is the browser's: it holds the links, and the browser tells whether it is open.
    const isOpen = () => canvasElement.querySelector('[popover]')?.matches(':popover-open');
    await expect(isOpen()).toBe(false);
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull();

    await userEvent.click(menu);
    await expect(isOpen()).toBe(true);
    const panel = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of englishItems) await expect(panel.getByRole('link', { name: new RegExp(`^${item.label}`) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeVisible();

    // Escape and a press outside close it too: the browser does that for trusted input only (e2e/tests/site/navigation.spec.ts).
    await userEvent.click(menu);
    await waitFor(() => expect(isOpen()).toBe(false));
    await expect(canvas.queryByRole('link', { name: 'Pricing' })).toBeNull();
  },
};

const languages = [
  { lang: 'en', name: 'English', href: '/pricing', current: true },
  { lang: 'de', name: 'Deutsch', href: '/de/pricing', current: false },
];

/** With a second language published: the other one beside the actions, both in the small-screen menu. */
export const WithLanguages: Story = {
  args: { dashcamCount: 12847, currentHref: '/pricing', languages },
  play: async ({ canvasElement }) => {
    // Beside the actions on a wide screen, in the closed menu on a phone.
    for (const link of within(canvasElement).getAllByRole('link', { name: 'Deutsch', hidden: true })) await expect(link).toHaveAttribute('href', '/de/pricing');
  },
};

export const WithLanguagesMobileOpen: Story = {
  args: { dashcamCount: 12847, currentHref: '/pricing', languages, defaultMobileMenuOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
