import type { FooterColumn, FooterOffice } from '@fleet/ui/components/Footer/Footer.tsx';
import type { SocialLink } from '@fleet/ui/components/Footer/SocialLinks.tsx';
import type { NavigationItem } from '@fleet/ui/components/NavigationBar/NavigationLinks.tsx';
import { socialNetworks } from '@fleet/ui/icons/socialNetworks.ts';
import { brand } from './brand/brand.ts';

export const navigationItems: readonly NavigationItem[] = [
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'Features', href: '/features' },
  { label: 'Dashcams', href: '/dashcams' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blog/all' },
  { label: 'Contact', href: '/contact' },
];

export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/features' },
      { label: 'How It Works', href: '/how-it-works' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Dashcams', href: '/dashcams' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog/all' },
      { label: 'Request a Demo', href: '/request-demo' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Sign in', href: brand.appSignInUrl, external: true },
      { label: 'Get Started', href: brand.appSignUpUrl, external: true },
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
];

export const footerSocialLinks: readonly SocialLink[] = socialNetworks.flatMap((network) => {
  const href = brand.socialLinks[network];
  return href ? [{ network, href }] : [];
});

export const footerOffices: readonly FooterOffice[] = brand.offices;

export const footerTagline = brand.tagline;

/** The footer's last line for a year: the site passes the year it was built in, a story a fixed one (its screenshot never ages). */
export function footerCopyright(year: number): string {
  return `© ${year} ${brand.legalEntity.replace(/\.$/, '')}. All rights reserved.`;
}
