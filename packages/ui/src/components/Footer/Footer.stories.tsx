import type { Meta, StoryObj } from '@storybook/react-vite';
import { socialNetworks } from '../../icons/socialNetworks.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Site/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Example Fleet',
    tagline: 'AI-powered Simplicity in Tracking',
    columns: [
      {
        title: 'Product',
        links: [
          { label: 'How It Works', href: '/how-it-works' },
          { label: 'Features', href: '/features' },
          { label: 'Dashcams', href: '/dashcams' },
          { label: 'Pricing', href: '/pricing' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Blog', href: '/blog/all' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Contact', href: '/contact' },
          { label: 'Request Demo', href: '/request-demo' },
          { label: 'Sign in', href: 'https://app.example.com/sign-in', external: true },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Privacy Policy', href: '/privacy-policy' },
          { label: 'Terms of Service', href: '/terms-of-service' },
          { label: 'GDPR', href: '/gdpr' },
        ],
      },
    ],
    socialLinks: socialNetworks.map((network) => ({ network, href: `https://${network}.example.com/example-fleet` })),
    salesEmail: 'sales@example.com',
    offices: [
      { name: 'United States', lines: ['100 Example Avenue, Suite 200', 'Springfield, CA 90000'] },
      { name: 'South Korea', lines: ['12 Example-ro, Example-gu', 'Seoul 00000'] },
    ],
    copyright: '© 2026 Example Fleet. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
