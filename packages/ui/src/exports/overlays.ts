// The overlays components and what they take; packages/ui/src/index.ts re-exports this file.

export { type ConfirmDialogTone, confirmDialogTones } from '../components/ConfirmDialog/ConfirmDialog.css';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/ConfirmDialog/ConfirmDialog.tsx';
export { type DialogSize, dialogSizes } from '../components/Dialog/Dialog.css';
export { Dialog, DialogClose, type DialogProps, DialogTrigger } from '../components/Dialog/Dialog.tsx';
export { DialogContent, type DialogContentProps } from '../components/Dialog/DialogContent.tsx';
export { DialogFooter } from '../components/Dialog/DialogFooter.tsx';
export { type DropdownMenuItemTone, dropdownMenuItemTones } from '../components/DropdownMenu/DropdownMenu.css';
export {
  DropdownMenu,
  DropdownMenuLabel,
  type DropdownMenuProps,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/DropdownMenu/DropdownMenu.tsx';
export { DropdownMenuCheckboxItem, type DropdownMenuCheckboxItemProps } from '../components/DropdownMenu/DropdownMenuCheckboxItem.tsx';
export {
  type DropdownMenuAlign,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  dropdownMenuAligns,
} from '../components/DropdownMenu/DropdownMenuContent.tsx';
export { DropdownMenuItem, type DropdownMenuItemProps } from '../components/DropdownMenu/DropdownMenuItem.tsx';
export {
  DropdownMenuRadioGroup,
  type DropdownMenuRadioGroupProps,
  DropdownMenuRadioItem,
  type DropdownMenuRadioItemProps,
} from '../components/DropdownMenu/DropdownMenuRadioItem.tsx';
export { type FilterChipOption, FilterChips, type FilterChipsProps } from '../components/FilterChips/FilterChips.tsx';
