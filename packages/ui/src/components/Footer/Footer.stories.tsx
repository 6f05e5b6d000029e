import { brand } from '@fleet/content/brand/brand.ts';
import { footerColumns, footerCopyright, footerOffices, footerSocialLinks, footerTagline } from '@fleet/content/siteFrame.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { storyNow } from '../../test/storyProviders.ts';
import { Footer } from './Footer.tsx';

const english = messagesFor('en');

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  // The site's footer, as its layout fills it in, in the year the stories live in.
  args: {
    brandName: brand.productName,
    tagline: footerTagline(english),
    columns: footerColumns(english),
    socialLinks: footerSocialLinks,
    salesEmail: brand.salesEmail,
    offices: footerOffices(english),
    copyright: footerCopyright(english, storyNow().getFullYear()),
  },
  // The copy in the language the toolbar chose.
  render: function FooterStory(args) {
    const messages = useMessages();
    return (
      <Footer
        {...args}
        tagline={footerTagline(messages)}
        columns={footerColumns(messages)}
        offices={footerOffices(messages)}
        copyright={footerCopyright(messages, storyNow().getFullYear())}
        languages={args.languages?.map((language) => ({ ...language, current: language.lang === messages.lang }))}
      />
    );
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** With a second language published: the page in each, beside the copyright. */
export const WithLanguages: Story = {
  args: {
    languages: [
      { lang: 'en', name: 'English', href: '/pricing', current: true },
      { lang: 'de', name: 'Deutsch', href: '/de/pricing', current: false },
    ],
  },
};
