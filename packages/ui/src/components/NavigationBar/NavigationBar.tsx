import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { Container } from '../../layout/Container/Container.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import * as styles from './NavigationBar.css';
import { type NavigationItem, NavigationLinks } from './NavigationLinks.tsx';

export interface NavigationBarProps {
  brandName: string;
  /** A decorative mark shown before the brand name. */
  logo?: ReactNode;
  items: readonly NavigationItem[];
  /** The item with this href is marked as the current page. */
  currentHref?: string;
  /** The live dashcam count; while undefined the badge shows nothing but keeps its space. */
  dashcamCount?: number;
  /** The item that carries the count badge. */
  dashcamCountHref?: string;
  /** Read after the count by assistive technology. */
  dashcamCountDescription?: string;
  signInHref: string;
  signInLabel?: string;
  getStartedHref: string;
  getStartedLabel?: string;
  /** Sign-up lives in the service app, so 'Get Started' leaves the site by default. */
  getStartedExternal?: boolean;
  /** Controls the small-screen menu; leave undefined to let the bar manage it. */
  mobileMenuOpen?: boolean;
  defaultMobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
}

/** The sticky site header: brand, main links with the live dashcam count, and the sign-in actions. */
export function NavigationBar({
  brandName,
  logo,
  items,
  currentHref,
  dashcamCount,
  dashcamCountHref = '/dashcams',
  dashcamCountDescription = 'connected',
  signInHref,
  signInLabel = 'Sign in',
  getStartedHref,
  getStartedLabel = 'Get Started',
  getStartedExternal = true,
  mobileMenuOpen,
  defaultMobileMenuOpen = false,
  onMobileMenuOpenChange,
}: NavigationBarProps) {
  const Link = useLinkComponent();
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultMobileMenuOpen);
  const open = mobileMenuOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (mobileMenuOpen === undefined) setUncontrolledOpen(next);
    onMobileMenuOpenChange?.(next);
  };

  // No dependency list: the listener is re-attached each render so it always calls the latest callbacks.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const links = { items, currentHref, countHref: dashcamCountHref, count: dashcamCount, countDescription: dashcamCountDescription };
  const actions = (size: 'sm' | 'md', fullWidth: boolean) => (
    <>
      <ButtonLink href={signInHref} external tone="secondary" size={size} fullWidth={fullWidth}>
        {signInLabel}
      </ButtonLink>
      <ButtonLink href={getStartedHref} external={getStartedExternal} size={size} fullWidth={fullWidth}>
        {getStartedLabel}
      </ButtonLink>
    </>
  );

  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.bar}>
          <Link href="/" className={styles.brand}>
            {logo ? (
              <span className={styles.logo} aria-hidden="true">
                {logo}
              </span>
            ) : null}
            {brandName}
          </Link>
          <nav aria-label="Main" className={styles.desktopOnly}>
            <NavigationLinks layout="bar" {...links} />
          </nav>
          <div className={`${styles.desktopOnly} ${styles.actions}`}>{actions('sm', false)}</div>
          <button ref={menuButton} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? <CloseIcon /> : <MenuIcon />}
            Menu
          </button>
        </div>
        <div id={panelId} className={styles.panel} hidden={!open}>
          <nav aria-label="Main">
            <NavigationLinks layout="panel" {...links} onNavigate={() => setOpen(false)} />
          </nav>
          <div className={styles.panelActions}>{actions('md', true)}</div>
        </div>
      </Container>
    </header>
  );
}
