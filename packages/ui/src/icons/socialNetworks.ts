import type { ComponentType } from 'react';
import type { IconProps } from './createIcon.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, YouTubeIcon } from './icons.tsx';

export const socialNetworks = ['facebook', 'twitter', 'instagram', 'youtube', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Each network's name and icon, for the footer's links and the blog's share row. */
export const socialNetworkDetails = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  twitter: { name: 'Twitter', Icon: TwitterIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
} satisfies Record<SocialNetwork, { name: string; Icon: ComponentType<IconProps> }>;
