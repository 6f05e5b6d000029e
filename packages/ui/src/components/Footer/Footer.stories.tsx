import { brand } from '@fleet/content/brand/brand.ts';
import { footerColumns, footerCopyright, footerOffices, footerSocialLinks, footerTagline } from '@fleet/content/siteFrame.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNow } from '../../test/storyProviders.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // The site's footer, as its layout fills it in, in the year the stories live in.
  args: {
    brandName: brand.productName,
    tagline: footerTagline,
    columns: footerColumns,
    socialLinks: footerSocialLinks,
    salesEmail: brand.salesEmail,
    offices: footerOffices,
    copyright: footerCopyright(storyNow().getFullYear()),
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
