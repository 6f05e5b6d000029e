import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { ComponentType } from 'react';
import { useMessages } from '../providers/MessagesProvider.tsx';

/** The language play functions run in: what they look for on the page, in its words. */
export const english = messagesFor('en');

/**
 * A story whose text is in the language the toolbar chose: its args hold the English (the controls show it) and
 * `other` args, its render gives the component the same text in the chosen language.
 */
export function localizedStory<Props extends object, Copy extends Partial<Props>, Other extends Partial<Props> = object>(
  Component: ComponentType<Props>,
  copy: (messages: Messages) => Copy,
  other?: Other,
) {
  return {
    args: { ...copy(english), ...other } as Copy & Other,
    render: function LocalizedStory(args: Props) {
      const messages = useMessages();
      // Mounted anew in another language, so text given as a default value (a filled field) is the new one's too.
      return <Component key={messages.lang} {...args} {...copy(messages)} />;
    },
  };
}
