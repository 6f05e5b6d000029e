import { KeyIcon, LogOutIcon } from '../../icons/adminShellIcons.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './AdminAccount.css';
import { icon, navLink } from './AdminNav.css';
import { isCurrentPath } from './adminNavigation.ts';

export interface AdminUser {
  name: string;
  email: string;
}

export interface AdminAccountProps {
  user: AdminUser;
  currentPath: string;
  changePasswordHref: string;
  onSignOut: () => void;
  signingOut: boolean;
  onNavigate?: () => void;
}

export function AdminAccount({ user, currentPath, changePasswordHref, onSignOut, signingOut, onNavigate }: AdminAccountProps) {
  const Link = useLinkComponent();
  return (
    <div className={styles.account}>
      <div className={styles.identity}>
        <p className={styles.name}>{user.name}</p>
        <p className={styles.email}>{user.email}</p>
      </div>
      <Link
        href={changePasswordHref}
        className={navLink}
        aria-current={isCurrentPath(currentPath, changePasswordHref) ? 'page' : undefined}
        onClick={onNavigate}
      >
        <span className={icon}>
          <KeyIcon size={18} />
        </span>
        Change Password
      </Link>
      <div className={styles.signOut}>
        <Button tone="secondary" size="sm" fullWidth icon={<LogOutIcon size={18} />} loading={signingOut} onClick={onSignOut}>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </Button>
        {/* A disabled button's new label is not announced on its own. */}
        <VisuallyHidden>
          <span role="status">{signingOut ? 'Signing out...' : null}</span>
        </VisuallyHidden>
      </div>
    </div>
  );
}
