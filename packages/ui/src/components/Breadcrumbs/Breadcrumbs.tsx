import { breadcrumbSegments } from '@fleet/rules';
import { ChevronRightIcon } from '../../icons/icons.tsx';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The current path, e.g. '/blog/fleet-safety-week'; nothing renders on '/'. */
  pathname: string;
  /** The site's own pages' names by path ('/pricing'), in the page's language; any other segment is named after itself. */
  pageLabels?: Readonly<Record<string, string>>;
}

/** The home crumb plus one crumb per path segment; the last one is the current page. */
export function Breadcrumbs({ pathname, pageLabels }: BreadcrumbsProps) {
  const Link = useLinkComponent();
  const { t } = useMessages();
  const crumbs = breadcrumbSegments(pathname, { home: t('breadcrumbs.home'), pages: pageLabels });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className={styles.item}>
            {index > 0 ? (
              <span className={styles.separator}>
                <ChevronRightIcon size={16} />
              </span>
            ) : null}
            {crumb.current ? (
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            ) : (
              <Link className={styles.link} href={crumb.href}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
