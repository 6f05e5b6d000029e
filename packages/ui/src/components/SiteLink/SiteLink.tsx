import type { ReactNode } from 'react';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';

/** A link as content passes it in: footer columns, related pages, card actions. */
export interface LabelledLink {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export interface SiteLinkProps {
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
  className?: string;
  children: ReactNode;
}

/** A text link: other sites open in a new tab, in-page anchors stay plain, the rest go through the app's router. */
export function SiteLink({ href, external, className, children }: SiteLinkProps) {
  const Link = useLinkComponent();
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}
