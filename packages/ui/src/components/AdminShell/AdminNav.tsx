import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import * as styles from './AdminNav.css';
import { type AdminNavItem, isCurrentPath } from './adminNavigation.ts';

export interface AdminNavProps {
  currentPath: string;
  /** The destinations this person may open, in order. */
  items: readonly AdminNavItem[];
  /** Lets the shell fold its mobile menu away once a destination is chosen. */
  onNavigate?: () => void;
}

export function AdminNav({ currentPath, items, onNavigate }: AdminNavProps) {
  const Link = useLinkComponent();
  return (
    <nav aria-label="Admin">
      <ul role="list" className={styles.list}>
        {items.map(({ label, href, Icon }) => (
          <li key={href}>
            <Link href={href} className={styles.navLink} aria-current={isCurrentPath(currentPath, href) ? 'page' : undefined} onClick={onNavigate}>
              <span className={styles.icon}>
                <Icon size={18} />
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
