import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/index.ts';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuRadioGroupProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/** One choice among its DropdownMenuRadioItems, e.g. the blog category on phones. */
export function DropdownMenuRadioGroup({ value, onValueChange, children }: DropdownMenuRadioGroupProps) {
  return (
    <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </RadixMenu.RadioGroup>
  );
}

export interface DropdownMenuRadioItemProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

export function DropdownMenuRadioItem({ value, disabled, children }: DropdownMenuRadioItemProps) {
  return (
    <RadixMenu.RadioItem className={styles.choiceItem} value={value} disabled={disabled}>
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}
