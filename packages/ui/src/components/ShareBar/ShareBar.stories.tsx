import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makerName, makerSocialLinks } from './ShareBar.fixtures.ts';
import { ShareBar } from './ShareBar.tsx';

const url = 'https://www.example.com/blog/dr970x-lte-plus-now-shipping';
const title = 'DR970X-2CH LTE Plus Now Shipping to Fleets Worldwide';

const meta = {
  title: 'Site/ShareBar',
  component: ShareBar,
  args: { url, title, makerName, socialLinks: makerSocialLinks },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = within(canvas.getByRole('list', { name: 'Follow Roadsight' }));
    for (const [name, href] of [
      ['Roadsight on Facebook', 'https://www.facebook.com/roadsight'],
      ['Roadsight on Twitter', 'https://twitter.com/roadsight'],
      ['Roadsight on Instagram', 'https://www.instagram.com/roadsight'],
      ['Roadsight on YouTube', 'https://www.youtube.com/@roadsight'],
    ] as const) {
      const link = follow.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }

    const share = within(canvas.getByRole('list', { name: 'Share' }));
    const encoded = encodeURIComponent(url);
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    await expect(share.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(title)}`,
    );
    const linkedIn = share.getByRole('link', { name: 'Share on LinkedIn' });
    await expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Copied: Story = { args: { copyStatus: 'copied' } };

export const CopyClicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied!'));
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
