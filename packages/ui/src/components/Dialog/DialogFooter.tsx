import type { ReactNode } from 'react';
import { footer } from './Dialog.css';

/** The actions row at the end of a DialogContent: stacked (primary on top) on phones, right-aligned above. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={footer}>{children}</div>;
}
