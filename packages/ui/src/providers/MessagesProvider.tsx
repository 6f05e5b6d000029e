import type { Messages } from '@fleet/i18n/createMessages.ts';
import { createContext, type ReactNode, useContext } from 'react';

const MessagesContext = createContext<Messages | null>(null);

let ambient: (() => Messages | undefined) | undefined;

/**
 * Where components outside any provider find their messages: the site's server renders each part of a page on
 * its own (no provider can wrap them all), so it hands over the messages of the request being rendered.
 */
export function setAmbientMessages(read: () => Messages | undefined): void {
  ambient = read;
}

/** The language components speak: their text comes from these messages, numbers and dates in their locale. */
export function MessagesProvider({ messages, children }: { messages: Messages; children: ReactNode }) {
  return <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>;
}

/** The messages, or none where nothing gives any (the admin's sign-in page): for what works without them. */
export function useOptionalMessages(): Messages | undefined {
  return useContext(MessagesContext) ?? ambient?.();
}

export function useMessages(): Messages {
  const messages = useOptionalMessages();
  if (!messages) throw new Error('No messages here: give UiProvider (or MessagesProvider) the messages of the page’s locale');
  return messages;
}
