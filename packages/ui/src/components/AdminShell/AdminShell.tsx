import { type ReactNode, useId, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { AdminAccount, type AdminUser } from './AdminAccount.tsx';
import { AdminNav } from './AdminNav.tsx';
import * as styles from './AdminShell.css';
import type { AdminNavItem } from './adminNavigation.ts';

export interface AdminShellProps {
  /** The signed-in staff member shown under the navigation. */
  user: AdminUser;
  /** The current route; its navigation item is marked aria-current="page". */
  currentPath: string;
  /** The navigation: the destinations this person may open (the app leaves out what their role may not). */
  navItems: readonly AdminNavItem[];
  /** Where the account's Change Password link leads. */
  changePasswordHref: string;
  onSignOut: () => void;
  /** The sign-out call is running: the button is busy and disabled. */
  signingOut?: boolean;
  /** The mobile menu, controlled; leave undefined to let the shell own it. */
  menuOpen?: boolean;
  /** The mobile menu's first state when the shell owns it. */
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** Shown in the top bar and above the navigation. */
  brand?: ReactNode;
  /** The page's title area, usually an AdminPageHeader. */
  pageTitle?: ReactNode;
  children?: ReactNode;
}

const mainId = 'admin-main';

/** The staff area's frame: navigation and account on the left (a menu on small screens), the page in the main landmark. */
export function AdminShell({
  user,
  currentPath,
  navItems,
  changePasswordHref,
  onSignOut,
  signingOut = false,
  menuOpen,
  defaultMenuOpen = false,
  onMenuOpenChange,
  brand = 'Admin',
  pageTitle,
  children,
}: AdminShellProps) {
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultMenuOpen);
  const open = menuOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setOwnOpen(next);
    onMenuOpenChange?.(next);
  };
  const closeMenu = () => {
    if (open) setOpen(false);
  };

  return (
    <div className={styles.shell}>
      <header className={styles.sidebar}>
        <a className={styles.skipLink} href={`#${mainId}`}>
          Skip to content
        </a>
        <div className={styles.topBar}>
          <p className={styles.brand}>{brand}</p>
          <div className={styles.menuToggle}>
            <Button
              tone="ghost"
              size="sm"
              icon={open ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              Menu
            </Button>
          </div>
        </div>
        <div id={panelId} className={styles.panel} data-state={open ? 'open' : 'closed'}>
          <AdminNav currentPath={currentPath} items={navItems} onNavigate={closeMenu} />
          <AdminAccount
            user={user}
            currentPath={currentPath}
            changePasswordHref={changePasswordHref}
            onSignOut={onSignOut}
            signingOut={signingOut}
            onNavigate={closeMenu}
          />
        </div>
      </header>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        <div className={styles.content}>
          {pageTitle}
          {children}
        </div>
      </main>
    </div>
  );
}
