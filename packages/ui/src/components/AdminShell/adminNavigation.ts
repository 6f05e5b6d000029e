import type { ComponentType } from 'react';
import type { IconProps } from '../../icons/createIcon.tsx';

/** One destination of the staff area's navigation; the app decides which, and where they lead. */
export interface AdminNavItem {
  label: string;
  href: string;
  Icon: ComponentType<IconProps>;
}

/** A nav item stays current on its sub-pages too (e.g. a future /admin/demo-urls/123). */
export function isCurrentPath(currentPath: string, href: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}
