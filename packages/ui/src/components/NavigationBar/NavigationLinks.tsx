import { cva } from 'class-variance-authority';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { CountPill } from './CountPill.tsx';
import type { NavigationLayout } from './NavigationBar.css';
import * as styles from './NavigationBar.css';

const listClass = cva(styles.list, { variants: { layout: styles.listLayout } });
const linkClass = cva(styles.link, { variants: { layout: styles.linkLayout } });

export interface NavigationItem {
  label: string;
  href: string;
}

export interface NavigationLinksProps {
  items: readonly NavigationItem[];
  layout: NavigationLayout;
  currentHref?: string;
  countHref?: string;
  count?: number;
  countDescription: string;
}

/** The site's main links, shared by the bar and the small-screen menu. */
export function NavigationLinks({ items, layout, currentHref, countHref, count, countDescription }: NavigationLinksProps) {
  const Link = useLinkComponent();
  return (
    <ul role="list" className={listClass({ layout })}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={linkClass({ layout })} aria-current={item.href === currentHref ? 'page' : undefined}>
            <span className={styles.linkLabel}>{item.label}</span>
            {item.href === countHref ? <CountPill count={count} description={countDescription} /> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
