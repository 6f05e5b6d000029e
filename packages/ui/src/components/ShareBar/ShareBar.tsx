import { useId } from 'react';
import type { CopyStatus } from '../../hooks/useCopyStatus.ts';
import { type SocialNetwork, socialNetworkDetails } from '../../icons/socialNetworks.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { CopyLinkButton } from '../CopyLinkButton/CopyLinkButton.tsx';
import type { SocialLink } from '../Footer/SocialLinks.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './ShareBar.css';
import { shareLinks, shareTargets } from './shareLinks.ts';

export interface ShareBarProps {
  /** The post's address (origin plus /blog/{slug}): shared and copied. */
  url: string;
  title: string;
  /** The camera maker, naming its pages: 'Roadsight on Facebook'. */
  makerName: string;
  /** The maker's own pages (Facebook, Twitter, Instagram, YouTube). */
  socialLinks: readonly SocialLink[];
  /** Forces the copy notice (stories, screenshots). */
  copyStatus?: CopyStatus;
}

/** The post page's share row: the maker's social pages, share dialogs for the post, and Copy Link. */
export function ShareBar({ url, title, makerName, socialLinks, copyStatus }: ShareBarProps) {
  const { t } = useMessages();
  const hintId = useId();
  const followId = useId();
  const shareId = useId();
  const shares = shareLinks(url, title);
  const link = (key: string, network: SocialNetwork, href: string, name: string) => {
    const { Icon } = socialNetworkDetails[network];
    return (
      <li key={key}>
        <a className={styles.iconLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={name} aria-describedby={hintId}>
          <Icon size={18} />
        </a>
      </li>
    );
  };

  return (
    <div className={styles.root}>
      <span id={hintId} className={visuallyHidden}>
        {t('shareBar.newTab')}
      </span>
      {/* Following the maker and sharing the post use the same network icons: the visible group labels tell them apart. */}
      {socialLinks.length > 0 ? (
        <div className={styles.group}>
          <span id={followId} className={styles.groupLabel}>
            {t('shareBar.follow', { maker: makerName })}
          </span>
          <ul role="list" aria-labelledby={followId} className={styles.list}>
            {socialLinks.map(({ network, href }) =>
              link(`follow-${network}`, network, href, t('shareBar.makerOn', { maker: makerName, network: socialNetworkDetails[network].name })),
            )}
          </ul>
        </div>
      ) : null}
      <div className={styles.group}>
        <span id={shareId} className={styles.groupLabel}>
          {t('shareBar.share')}
        </span>
        <ul role="list" aria-labelledby={shareId} className={styles.list}>
          {shareTargets.map((target) => link(`share-${target}`, target, shares[target], t('shareBar.shareOn', { network: socialNetworkDetails[target].name })))}
          <li>
            <CopyLinkButton url={url} status={copyStatus} />
          </li>
        </ul>
      </div>
    </div>
  );
}
