import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon, MenuIcon } from '../../icons/icons.tsx';
import { Container } from '../../layout/Container/Container.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { LanguageSwitcher, type PageLanguage } from '../LanguageSwitcher/LanguageSwitcher.tsx';
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
  signInHref: string;
  getStartedHref: string;
  /** Sign-up lives in the service app, so 'Get Started' leaves the site by default. */
  getStartedExternal?: boolean;
  /** The page in each of the site's languages: the others beside the actions, all of them in the small-screen menu. */
  languages?: readonly PageLanguage[];
  /** Opens the small-screen menu once shown (for a story of the open menu). */
  defaultMobileMenuOpen?: boolean;
}

/**
 * The sticky site header: brand, main links with the live dashcam count, and the sign-in actions. On small
 * screens 'Menu' opens them in a popover, which the browser runs: it opens and closes without any script,
 * Escape and a press outside close it, and the browser tells assistive technology whether it is expanded.
 */
export function NavigationBar({
  brandName,
  logo,
  items,
  currentHref,
  dashcamCount,
  dashcamCountHref = '/dashcams',
  signInHref,
  getStartedHref,
  getStartedExternal = true,
  languages = [],
  defaultMobileMenuOpen = false,
}: NavigationBarProps) {
  const Link = useLinkComponent();
  const { t } = useMessages();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (defaultMobileMenuOpen) panel.current?.showPopover();
  }, [defaultMobileMenuOpen]);

  const links = { items, currentHref, countHref: dashcamCountHref, count: dashcamCount, countDescription: t('navigationBar.connected') };
  const actions = (size: 'sm' | 'md', fullWidth: boolean) => (
    <>
      <ButtonLink href={signInHref} external tone="secondary" size={size} fullWidth={fullWidth}>
        {t('navigationBar.signIn')}
      </ButtonLink>
      <ButtonLink href={getStartedHref} external={getStartedExternal} size={size} fullWidth={fullWidth}>
        {t('navigationBar.getStarted')}
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
          <nav aria-label={t('navigationBar.main')} className={styles.desktopOnly}>
            <NavigationLinks layout="bar" {...links} />
          </nav>
          <div className={styles.actions}>
            <LanguageSwitcher languages={languages} othersOnly />
            {actions('sm', false)}
          </div>
          <button type="button" className={styles.menuButton} popoverTarget={panelId}>
            <span className={styles.whenClosed}>
              <MenuIcon />
            </span>
            <span className={styles.whenOpen}>
              <CloseIcon />
            </span>
            {t('navigationBar.menu')}
          </button>
        </div>
        <div ref={panel} id={panelId} className={styles.panel} popover="auto">
          <nav aria-label={t('navigationBar.main')}>
            <NavigationLinks layout="panel" {...links} />
          </nav>
          <div className={styles.panelActions}>{actions('md', true)}</div>
          <LanguageSwitcher languages={languages} />
        </div>
      </Container>
    </header>
  );
}
