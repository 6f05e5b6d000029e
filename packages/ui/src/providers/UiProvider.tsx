import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { ReactNode } from 'react';
import { lightTheme } from '../theme/index.ts';
import { type Clipboard, ClipboardProvider } from './ClipboardProvider.tsx';
import { ClockProvider } from './ClockProvider.tsx';
import { type LinkComponent, LinkProvider } from './LinkProvider.tsx';
import { MessagesProvider } from './MessagesProvider.tsx';
import { root } from './UiProvider.css';

export interface UiProviderProps {
  children: ReactNode;
  now?: () => Date;
  clipboard?: Clipboard;
  linkComponent?: LinkComponent;
  /** The language of the text components show (the site's pages pass their locale's; the admin, English). */
  messages?: Messages;
}

/** The theme and the providers every component relies on; wrap each app (and each story) once. */
export function UiProvider({ children, now, clipboard, linkComponent, messages }: UiProviderProps) {
  let tree = <div className={`${lightTheme} ${root}`}>{children}</div>;
  if (linkComponent) tree = <LinkProvider component={linkComponent}>{tree}</LinkProvider>;
  if (clipboard) tree = <ClipboardProvider clipboard={clipboard}>{tree}</ClipboardProvider>;
  if (messages) tree = <MessagesProvider messages={messages}>{tree}</MessagesProvider>;
  if (now) tree = <ClockProvider now={now}>{tree}</ClockProvider>;
  return tree;
}
