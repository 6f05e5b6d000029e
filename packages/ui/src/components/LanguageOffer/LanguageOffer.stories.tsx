import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageOffer } from './LanguageOffer.tsx';

const meta = {
  title: 'Site/LanguageOffer',
  component: LanguageOffer,
  parameters: { layout: 'fullscreen' },
  args: {
    offers: [{ lang: 'de', text: 'Diese Seite gibt es auch auf Deutsch.', linkText: 'Auf Deutsch lesen', href: '/de/pricing' }],
    shown: 'de',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An English page seen by a browser that prefers German: the offer, in German, at the bottom. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/pricing');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** As the server renders it: hidden until the page's script finds a preferred language. */
export const Hidden: Story = {
  args: { shown: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
