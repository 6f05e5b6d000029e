import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Site/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    languages: [
      { lang: 'en', name: 'English', href: '/blog/all?category=news', current: true },
      { lang: 'de', name: 'Deutsch', href: '/de/blog/all?category=news', current: false },
    ],
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same page (and its query) in each language; the one shown is marked as the current page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/blog/all?category=news');
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
  },
};

export const OnTheFooter: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surfaceInverse, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

/** With one language published there is nothing to switch to. */
export const OneLanguage: Story = {
  args: { languages: [{ lang: 'en', name: 'English', href: '/', current: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
