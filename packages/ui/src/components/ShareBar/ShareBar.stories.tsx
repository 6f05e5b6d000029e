import { makerSocialLinks } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { socialNetworkDetails } from '../../icons/socialNetworks.ts';
import { ShareBar } from './ShareBar.tsx';

const url = `${brand.host}/blog/dr970x-lte-plus-now-shipping`;
const title = 'DR970X-2CH LTE Plus Now Shipping to Fleets Worldwide';

const meta = {
  title: 'Site/ShareBar',
  component: ShareBar,
  args: { url, title, makerName: brand.maker.name, socialLinks: makerSocialLinks },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follow = within(canvas.getByRole('list', { name: `Follow ${brand.maker.name}` }));
    await expect(follow.getAllByRole('link')).toHaveLength(makerSocialLinks.length);
    for (const { network, href } of makerSocialLinks) {
      const link = follow.getByRole('link', { name: `${brand.maker.name} on ${socialNetworkDetails[network].name}` });
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
