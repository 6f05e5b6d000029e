import { createContext, type ReactNode, useContext } from 'react';

export interface Clipboard {
  writeText(text: string): Promise<void>;
}

const browserClipboard: Clipboard = {
  writeText: (text) => (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard'))),
};

const ClipboardContext = createContext<Clipboard>(browserClipboard);

/** The clipboard components write to; Storybook and tests pin it. */
export function ClipboardProvider({ clipboard, children }: { clipboard: Clipboard; children: ReactNode }) {
  return <ClipboardContext.Provider value={clipboard}>{children}</ClipboardContext.Provider>;
}

export function useClipboard(): Clipboard {
  return useContext(ClipboardContext);
}
