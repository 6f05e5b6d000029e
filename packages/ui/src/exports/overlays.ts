// Exports of the overlays batch; packages/ui/src/index.ts re-exports this file.
export { Dialog, DialogTrigger, DialogClose, type DialogProps } from '../components/Dialog/Dialog';
export { DialogContent, type DialogContentProps } from '../components/Dialog/DialogContent';
export { DialogFooter } from '../components/Dialog/DialogFooter';
export { dialogSizes, type DialogSize } from '../components/Dialog/Dialog.css';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/ConfirmDialog/ConfirmDialog';
export { confirmDialogTones, type ConfirmDialogTone } from '../components/ConfirmDialog/ConfirmDialog.css';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  type DropdownMenuProps,
} from '../components/DropdownMenu/DropdownMenu';
export {
  DropdownMenuContent,
  dropdownMenuAligns,
  type DropdownMenuAlign,
  type DropdownMenuContentProps,
} from '../components/DropdownMenu/DropdownMenuContent';
export { DropdownMenuItem, type DropdownMenuItemProps } from '../components/DropdownMenu/DropdownMenuItem';
export { DropdownMenuCheckboxItem, type DropdownMenuCheckboxItemProps } from '../components/DropdownMenu/DropdownMenuCheckboxItem';
export {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  type DropdownMenuRadioGroupProps,
  type DropdownMenuRadioItemProps,
} from '../components/DropdownMenu/DropdownMenuRadioItem';
export { dropdownMenuItemTones, type DropdownMenuItemTone } from '../components/DropdownMenu/DropdownMenu.css';
export { FilterChips, type FilterChipsProps, type FilterChipOption } from '../components/FilterChips/FilterChips';
