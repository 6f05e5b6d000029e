import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { DropdownMenuItemTone } from './DropdownMenu.css';
import * as styles from './DropdownMenu.css';

const itemClass = cva(styles.item, { variants: { tone: styles.tone }, defaultVariants: { tone: 'neutral' } });

export interface DropdownMenuItemProps {
  /** An icon before the label; decorative, the label names the item. */
  icon?: ReactNode;
  /** 'critical' for destructive actions such as Delete. */
  tone?: DropdownMenuItemTone;
  disabled?: boolean;
  /** Runs on click, Enter or Space; the menu then closes unless the handler calls event.preventDefault(). */
  onSelect?: (event: Event) => void;
  children: ReactNode;
}

export function DropdownMenuItem({ icon, tone, disabled, onSelect, children }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item className={itemClass({ tone })} disabled={disabled} onSelect={onSelect}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </RadixMenu.Item>
  );
}
