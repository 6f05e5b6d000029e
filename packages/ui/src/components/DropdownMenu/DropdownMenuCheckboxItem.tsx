import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../icons/index.ts';
import * as styles from './DropdownMenu.css';

export interface DropdownMenuCheckboxItemProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** An item that toggles an option on or off; the menu stays open so several can be toggled. */
export function DropdownMenuCheckboxItem({ checked, onCheckedChange, disabled, children }: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem
      className={styles.choiceItem}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      onSelect={(event) => event.preventDefault()}
    >
      <RadixMenu.ItemIndicator className={styles.indicator}>
        <CheckIcon />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.CheckboxItem>
  );
}
