import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { usePortalContainer } from '../Portal/usePortalContainer.ts';
import * as styles from './DropdownMenu.css';

export const dropdownMenuAligns = ['start', 'center', 'end'] as const;
export type DropdownMenuAlign = (typeof dropdownMenuAligns)[number];

export interface DropdownMenuContentProps {
  /** Which edge of the trigger the menu lines up with; 'end' for menus at the right of a row. */
  align?: DropdownMenuAlign;
  children: ReactNode;
}

/** The menu panel: brings its portal, sits under the trigger and flips or shrinks to stay on screen. */
export function DropdownMenuContent({ align = 'start', children }: DropdownMenuContentProps) {
  const container = usePortalContainer();
  if (!container) return null;
  return (
    <RadixMenu.Portal container={container}>
      <RadixMenu.Content className={styles.content} align={align} sideOffset={4} collisionPadding={8}>
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}
