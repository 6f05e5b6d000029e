import { type SocialNetwork, socialNetworkDetails } from '../../icons/socialNetworks.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Footer.css';

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

/** The brand's social pages, each opening in a new tab and named for assistive technology. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul role="list" className={styles.socialList}>
      {links.map(({ network, href }) => {
        const { name, Icon } = socialNetworkDetails[network];
        return (
          <li key={network}>
            <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer">
              <Icon />
              <VisuallyHidden>{name}</VisuallyHidden>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
