import type { SocialLink } from '../Footer/SocialLinks.tsx';

/** The camera maker's pages, as the site links them. */
export const makerSocialLinks: readonly SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/roadsight' },
  { network: 'twitter', href: 'https://twitter.com/roadsight' },
  { network: 'instagram', href: 'https://www.instagram.com/roadsight' },
  { network: 'youtube', href: 'https://www.youtube.com/@roadsight' },
];

export const makerName = 'Roadsight';
