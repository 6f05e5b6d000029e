import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { FooterColumn, FooterOffice } from '@fleet/ui/components/Footer/Footer.tsx';
import type { SocialLink } from '@fleet/ui/components/Footer/SocialLinks.tsx';
import type { NavigationItem } from '@fleet/ui/components/NavigationBar/NavigationLinks.tsx';
import { socialNetworks } from '@fleet/ui/icons/socialNetworks.ts';
import { brand } from './brand/brand.ts';
import { brandCopy } from './brand/brandCopy.ts';

export function navigationItems({ t }: Messages): readonly NavigationItem[] {
  return [
    { label: t('siteFrame.howItWorks'), href: '/how-it-works' },
    { label: t('siteFrame.features'), href: '/features' },
    { label: t('siteFrame.dashcams'), href: '/dashcams' },
    { label: t('siteFrame.pricing'), href: '/pricing' },
    { label: t('siteFrame.blog'), href: '/blog/all' },
    { label: t('siteFrame.contact'), href: '/contact' },
  ];
}

export function footerColumns({ t }: Messages): readonly FooterColumn[] {
  return [
    {
      title: t('siteFrame.product'),
      links: [
        { label: t('siteFrame.features'), href: '/features' },
        { label: t('siteFrame.howItWorks'), href: '/how-it-works' },
        { label: t('siteFrame.pricing'), href: '/pricing' },
        { label: t('siteFrame.dashcams'), href: '/dashcams' },
      ],
    },
    {
      title: t('siteFrame.company'),
      links: [
        { label: t('siteFrame.about'), href: '/about' },
        { label: t('siteFrame.blog'), href: '/blog/all' },
        { label: t('siteFrame.requestDemo'), href: '/request-demo' },
      ],
    },
    {
      title: t('siteFrame.support'),
      links: [
        { label: t('siteFrame.contact'), href: '/contact' },
        { label: t('siteFrame.signIn'), href: brand.appSignInUrl, external: true },
        { label: t('siteFrame.getStarted'), href: brand.appSignUpUrl, external: true },
      ],
    },
    {
      title: t('siteFrame.legal'),
      links: [
        { label: t('siteFrame.privacyPolicy'), href: '/privacy-policy' },
        { label: t('siteFrame.termsOfService'), href: '/terms-of-service' },
        { label: t('siteFrame.gdpr'), href: '/gdpr' },
      ],
    },
  ];
}

export const footerSocialLinks: readonly SocialLink[] = socialNetworks.flatMap((network) => {
  const href = brand.socialLinks[network];
  return href ? [{ network, href }] : [];
});

export function footerOffices(messages: Messages): readonly FooterOffice[] {
  return brandCopy(messages).offices;
}

export function footerTagline(messages: Messages): string {
  return brandCopy(messages).tagline;
}

/** The footer's last line for a year: the site passes the year it was built in, a story a fixed one (its screenshot never ages). */
export function footerCopyright({ t }: Messages, year: number): string {
  // The year as written, not as a number (which would be grouped: '2,026').
  return t('siteFrame.copyright', { year: String(year), company: brand.legalEntity.replace(/\.$/, '') });
}

/**
 * The breadcrumbs' names of the site's own pages, by path, from the catalogue: a page keeps its path in every
 * language, so its name cannot come from the address. Any other path (a blog post's) is named after its segment.
 */
export function breadcrumbLabels({ t }: Messages): Readonly<Record<string, string>> {
  return {
    '/how-it-works': t('breadcrumbs.howItWorks'),
    '/features': t('breadcrumbs.features'),
    '/dashcams': t('breadcrumbs.dashcams'),
    '/pricing': t('breadcrumbs.pricing'),
    '/about': t('breadcrumbs.about'),
    '/blog': t('breadcrumbs.blog'),
    '/blog/all': t('breadcrumbs.blogAll'),
    '/contact': t('breadcrumbs.contact'),
    '/request-demo': t('breadcrumbs.requestDemo'),
    '/privacy-policy': t('breadcrumbs.privacyPolicy'),
    '/terms-of-service': t('breadcrumbs.termsOfService'),
    '/gdpr': t('breadcrumbs.gdpr'),
  };
}
