import type { ComponentType } from 'react';
import { DashboardIcon, UsersIcon } from '../../icons/adminShellIcons.tsx';
import type { IconProps } from '../../icons/createIcon.tsx';
import { LinkIcon, ShieldIcon } from '../../icons/icons.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import * as styles from './AdminNav.css';
import { adminPaths, isCurrentPath } from './adminPaths.ts';

interface NavItem {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
  superOnly?: boolean;
}

const navItems: readonly NavItem[] = [
  { label: 'Dashboard', href: adminPaths.dashboard, Icon: DashboardIcon },
  { label: 'Demo URLs', href: adminPaths.demoUrls, Icon: LinkIcon },
  { label: 'Sales Managers', href: adminPaths.managers, Icon: UsersIcon, superOnly: true },
  { label: 'Audit Log', href: adminPaths.auditLog, Icon: ShieldIcon, superOnly: true },
];

export interface AdminNavProps {
  currentPath: string;
  showManagers: boolean;
  /** Lets the shell fold its mobile menu away once a destination is chosen. */
  onNavigate?: () => void;
}

export function AdminNav({ currentPath, showManagers, onNavigate }: AdminNavProps) {
  const Link = useLinkComponent();
  return (
    <nav aria-label="Admin">
      <ul role="list" className={styles.list}>
        {navItems
          .filter((item) => showManagers || !item.superOnly)
          .map(({ label, href, Icon }) => (
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
