export const shareTargets = ['facebook', 'twitter', 'linkedin'] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** Each network's share dialog for a post: its URL, and (where the network takes one) its title. */
export function shareLinks(url: string, title: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}
